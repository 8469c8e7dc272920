"""The Copper Trickster on the table (3-5 players, and Ea-Nasir's Party).

The other seats sit in a row along the top, each with its fan of backs, its character card and
its collected pile; the quality indicator and the trick share the middle; under the indicator the
shown seat's "what you know" panel and its own collected copper, face up by suit. A round: the
Supplier picks the great suit (a suit card or a button), everyone lays a discard and a pass (two
clicks in the hand, then Confirm), the passed cards arrive, the tricks are played, and after the
Revelation's trick every suit card on the indicator turns up.

The shared look (the copper deck's style, the suit cards, the quality indicator) lives in
``copper_trickster_look`` and is named here too, for The Trickster Proposition's table:
``copper_style``, ``suit_card``, ``indicator_placements``, ``reveal_indicator``, ``slot_label``,
``slot_card_centre``.
"""

from __future__ import annotations

from typing import Any

from game.anim import Call, Parallel, Sequence, Step, Wait
from game.art.styles import DeckStyle
from game.pieces.card import CardSprite
from game.tables.copper_trickster import pieces
from game.table.choice import Choice, WhyNot, hand_key
from game.table.choices import CardChoice, CardsChoice, Option, OptionChoice
from game.tables.copper_trickster.look import (
    SLOT_KEY,
    SUIT_CARD_KEY,
    copper_style,
    indicator_placements,
    reveal_indicator,
    slot_card_centre,
    slot_label,
    suit_card,
)
from game.table.module import (
    FLIP,
    MOVE,
    READ_PAUSE,
    SeatName,
    Stage,
    card_choice,
    card_to_table,
    hand_fans,
    hand_origin,
)
from game.table.tricks import TrickTable
from game.table.view import Placement
from game.ui.text import join_names
from rules.copper_trickster.actions import PassAction, pass_actions
from rules.copper_trickster.characters import MESSENGER
from rules.copper_trickster.deck import SUIT_NAMES, discard_actions, play_actions
from rules.copper_trickster.events import (
    CardPassed,
    CharactersDealt,
    GreatSuitChosen,
    PassChosen,
    Revelation,
    TrumpTurnedUp,
)
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE
from rules.copper_trickster.quality import SLOT_SHORT
from rules.copper_trickster.scoring import AFTER_LABEL, BEFORE_LABEL, points_so_far
from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card
from rules.core.events import CardPlayed, Event, TrickWon
from rules.core.results import GameResult, RoundResult
from rules.core.state import Action
from rules.core.words import counted, noun

__all__ = [
    "SLOT_KEY",
    "SUIT_CARD_KEY",
    "TABLE",
    "CopperTricksterTable",
    "copper_style",
    "indicator_placements",
    "reveal_indicator",
    "slot_card_centre",
    "slot_label",
    "suit_card",
]

DECIDED_BY = {
    "last_round": "Tied on points: the most points in the last round won it.",
    "shared": "Tied on points and on the last round: the win is shared.",
}


class DiscardChoice(CardChoice):
    """The Messenger's discard at five players: one card, laid at once. It keeps the card picked
    (``chosen``, as the discard-and-pass's ``CardsChoice`` does), so that the card leaves the
    hand as it is laid rather than when every seat has laid."""

    chosen: tuple[Card, ...] = ()

    def pick(self, key: str) -> Action | None:
        action = super().pick(key)
        self.chosen = (self.pieces[key],)
        return action


class CopperTricksterTable(TrickTable):
    verb = "play"
    deal_from = "trick"  # cards, characters and suit cards come from the middle
    move_flags = ("passed",)

    def __init__(self) -> None:
        # Read from the shown observation at each layout (nothing of the game is kept here):
        self.characters: tuple[str, ...] = ()  # the shown round's, for the trick's name badges
        self.private = False  # whether the shown seat's player holds the screen (its plate's points)
        # the shown seat's last discard-and-pass (or the Messenger's discard) choice: its cards
        # leave the hand face up as they are laid (``_lay``)
        self.laying: CardsChoice | DiscardChoice | None = None

    def deck_style(self) -> DeckStyle:
        return copper_style()

    def card_actions(self) -> CardActions:
        return play_actions()

    def required_anchors(self, players: int) -> list[str]:
        names = ["indicator", "trump", "know", "trick"]
        for i in range(players):
            names += [f"role_{i}", f"won_{i}"]
            if i:
                names.append(f"fan_{i}")
        return names

    # --- at rest ------------------------------------------------------------------------------
    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        self.characters = tuple(obs.characters)
        self.private = private = pieces.private_view(obs, stage)
        known = obs.known if private or obs.revealed else ()
        out: list[Placement] = []
        if obs.phase != GREAT_PHASE:
            out += indicator_placements(obs.slots, known, obs.revealed, "indicator", stage)
        else:
            out += [p for p in indicator_placements(obs.slots, (), False, "indicator", stage) if p.key.startswith(SLOT_KEY)]
        out += pieces.trump_placements(obs, stage)
        out += pieces.role_placements(obs, stage)
        out += pieces.pile_placements(obs, stage)
        out += pieces.trick_placements(obs, stage)
        out += pieces.know_placement(obs, stage, self.name)
        out += pieces.great_choice_placements(obs, stage)
        out += hand_fans(obs.hand_counts, stage)
        return out

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand, then the round so far: tricks taken, with the points this seat has so
        far as far as the shown seat may know them (its own, from the slots it knows; the
        Messenger's, from its public tricks). The character card beside the plate names the role."""
        cards = obs.hand_counts[seat]
        first = counted(cards, "card")
        if obs.phase == PASS_PHASE:
            return [first, "cards laid" if obs.passed[seat] else "choosing what to lay"]
        tricks = obs.tricks_won[seat]
        taken = counted(tricks, "trick")
        if obs.characters[seat] == MESSENGER:  # its points are public: they count tricks only
            # (its tricks before and after the Revelation are on the badges of its two piles)
            before, after = obs.tricks_before[seat], obs.tricks_after[seat]
            points, _ = points_so_far(MESSENGER, obs.players, (), (), before, after)
            return [first, f"{pieces.signed(points)} {noun(points, 'point')} so far"]
        if seat != obs.seat or not self.private:
            return [first, f"{taken} taken" if tricks else "no trick yet"]
        # Cards of suits the seat does not know yet wait for the Revelation (the panel says so).
        points, uncounted = points_so_far(obs.character, obs.players, obs.own_won, obs.known, 0, 0)
        return [f"{first} · {taken}", f"{pieces.signed(points)} {noun(points, 'point')} {'known ' if uncounted else ''}so far"]

    def piles(self, obs: Any, stage: Stage) -> list[Any]:
        return []  # counts ride on badges on the piles themselves

    # --- the shown seat's turn ----------------------------------------------------------------
    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        if obs.phase == GREAT_PHASE:
            return self._great_choice(obs)
        if obs.phase == PASS_PHASE:
            if all(isinstance(a, CardAction) for a in obs.legal_actions):
                hint = "Nanni's Messenger passes nothing: click the card to discard face down."
                discard = card_choice(obs.hand, obs.legal_actions, discard_actions().for_card, why_not, hint, DiscardChoice)
                self.laying = discard  # type: ignore[assignment]  # a DiscardChoice: card_choice's kind
                return discard
            return self._pass_choice(obs, why_not)
        return super().turn(obs, why_not)

    def _great_choice(self, obs: Any) -> OptionChoice:
        options = [
            Option(a.suit, SUIT_NAMES[a.suit], a, piece=f"choose:{a.suit}")
            for a in obs.legal_actions
        ]
        hint = "Choose the great copper."
        return OptionChoice(options, hint)

    def _pass_choice(self, obs: Any, why_not: WhyNot | None) -> CardsChoice:
        legal = {a for a in obs.legal_actions if isinstance(a, PassAction)}
        table = pass_actions()
        hand = tuple(obs.hand)

        def refuse(card: Card, chosen: tuple[Card, ...]) -> str | None:
            if not chosen:  # the discard: any card that leaves something legal to pass
                if any(a.discard is card for a in legal):
                    return None
                tries = [table[card.index][p.index] for p in hand if p is not card]
            else:
                action = table[chosen[0].index][card.index]
                if action in legal:
                    return None
                tries = [action] if action is not None else []
            reasons = [why_not(a) for a in tries if a is not None] if why_not is not None else []
            return next((r for r in reasons if r), f"the {card.name} cannot be chosen now")

        def build(cards: tuple[Card, ...]) -> PassAction:
            action = table[cards[0].index][cards[1].index]
            assert action is not None
            return action

        to = self.name(obs.pass_to) if obs.pass_to is not None else "nobody"
        hint = f"Click a card to discard face down, then one to pass to {to}, then Confirm."
        self.laying = CardsChoice({hand_key(c): c for c in hand}, ("Discard", "Pass"), build, refuse, why_not, "Confirm", hint)
        return self.laying

    # --- events -------------------------------------------------------------------------------
    def animate(self, event: Event, stage: Stage) -> list[Step]:
        if isinstance(event, CardPlayed):
            return self._play(event, stage)
        if isinstance(event, TrickWon):
            return self._gather(event, stage)
        if isinstance(event, Revelation):
            return reveal_indicator(event.slots, stage)
        if isinstance(event, CharactersDealt):
            self.laying = None
            return self._characters(event, stage)
        if isinstance(event, GreatSuitChosen):
            return self._suit_cards(stage)
        if isinstance(event, PassChosen):
            return self._lay(event, stage)
        if isinstance(event, CardPassed):
            return self._hand_over(event, stage)
        if isinstance(event, TrumpTurnedUp):
            return self._trump(event, stage)
        return super().animate(event, stage)

    def _play(self, event: CardPlayed, stage: Stage) -> list[Step]:
        view = stage.view
        players = stage.seating.players
        index = len(view.keys("trick:"))
        sprite = card_to_table(stage, event.seat, event.card, f"trick:{event.seat}")
        steps: list[Step] = [self.sound(stage, "play"), sprite.move_to(pieces.trick_spot(stage, index, players), MOVE)]
        if event.seat < len(self.characters):
            spec = pieces.who_badge(self.characters[event.seat])
            badge = view.spawn_piece(f"who:{event.seat}", spec, pieces.who_spot(stage, index, players, spec), pieces.WHO_Z)
            badge.visible = False
            steps.append(Call(lambda: setattr(badge, "visible", True)))
        return steps

    def _gather(self, event: TrickWon, stage: Stage) -> list[Step]:
        """The taken trick flies to its taker's pile, its character badges with it (the kit has
        already held it still with the reason, so no pause here)."""
        view = stage.view
        pile = view.center(stage.seating.anchor("won", event.seat))
        keys = [self.trick_card_key(seat) for seat, _ in event.cards]
        moves = [sprite.move_to(pile, MOVE) for sprite in map(view.get, keys) if sprite is not None]

        def gone() -> None:
            for key in keys + view.keys("who:"):
                view.remove(key)

        return [Call(lambda: view.remove_all(view.keys("who:"))), self.sound(stage, "trick"), Parallel(*moves), Call(gone)]

    def _characters(self, event: CharactersDealt, stage: Stage) -> list[Step]:
        """Round 1: the character cards are dealt from the middle; later rounds: each seat's card
        slides to the seat on its left."""
        view, seating = stage.view, stage.seating
        players = seating.players
        moves: list[Step] = []
        if event.round_no == 1:
            for seat in range(players):
                sprite = view.get(f"role:{seat}")
                if sprite is None:
                    continue
                target = view.center(seating.anchor("role", seat))
                sprite.pos = view.center(self.deal_from)
                moves.append(Sequence(Wait(seat * 0.08), sprite.move_to(target, MOVE * 1.5)))
            return [self.sound(stage, "deal"), Parallel(*moves)] if moves else []
        sprites = {seat: view.get(f"role:{seat}") for seat in range(players)}
        for seat, sprite in sprites.items():
            if sprite is not None:
                sprite.z = 60
                moves.append(sprite.move_to(view.center(seating.anchor("role", (seat + 1) % players)), MOVE * 2))

        def rekey() -> None:
            for seat, sprite in sprites.items():
                if sprite is not None:
                    view.sprites[f"role:{(seat + 1) % players}"] = sprite

        return [self.sound(stage, "deal"), Parallel(*moves), Call(rekey), Wait(READ_PAUSE / 2)] if moves else []

    def _suit_cards(self, stage: Stage) -> list[Step]:
        """The suit cards go face down onto the indicator's slots (the Supplier's great one too)."""
        view = stage.view
        for key in view.keys("choose:"):
            view.remove(key)
        slots = [k.removeprefix(SLOT_KEY) for k in view.keys(SLOT_KEY)]
        flights: list[Step] = []
        for i, slot in enumerate(slots):
            sprite = view.spawn(f"{SUIT_CARD_KEY}{slot}", None, view.center(self.deal_from), False, 3, mini=True)
            flights.append(Sequence(Wait(i * 0.07), sprite.move_to(slot_card_centre(stage, slot), MOVE)))
        return [self.sound(stage, "deal"), Parallel(*flights)] if flights else []

    def _lay(self, event: PassChosen, stage: Stage) -> list[Step]:
        """A seat lays its discard (and pass) face down by its pile."""
        view, seating = stage.view, stage.seating
        area = view.rect(seating.anchor("won", event.seat))
        start = hand_origin(stage, event.seat)
        count = 2 if event.passes else 1
        chosen = self.laying.chosen if self.laying is not None and stage.viewer == event.seat else []
        if stage.viewer == event.seat:
            self.laying = None  # used once: a later round's cards may carry the same codes
        moves: list[Step] = []
        for i in range(count):
            key = f"laid:{event.seat}:{i}"
            held = view.get(hand_key(chosen[i])) if len(chosen) == count else None
            if held is not None:  # the shown seat's own cards leave its hand, face up
                view.remove(hand_key(chosen[i]))
                seen = held.centre if isinstance(held, CardSprite) else held.pos  # lifted, spread
                sprite = view.spawn(key, chosen[i], seen, True, 20, mini=True)
            else:
                sprite = view.piece(key, CardSprite) or view.spawn(key, None, start, False, 20, mini=True)
            moves.append(sprite.move_to(pieces.laid_spot(area, i, count, stage), MOVE))
        return [self.sound(stage, "play"), Parallel(*moves)]

    def _hand_over(self, event: CardPassed, stage: Stage) -> list[Step]:
        """A passed card travels to its receiver: face down, and turned up on arrival only for the
        receiver (its giver saw it already)."""
        view = stage.view
        key = f"laid:{event.from_seat}:1"
        sprite = view.get(key)
        start = sprite.pos if sprite is not None else hand_origin(stage, event.from_seat)
        view.remove(key)
        view.remove(f"{key}:badge")
        moving = view.spawn(f"passing:{event.from_seat}", None, start, False, 70, mini=True)
        steps: list[Step] = [self.sound(stage, "play"), moving.move_to(hand_origin(stage, event.to_seat), MOVE * 1.6)]
        if stage.viewer == event.to_seat:
            moving.card = event.card
            steps += [moving.flip(FLIP, face_up=True), Wait(READ_PAUSE / 2)]
        return steps

    def _trump(self, event: TrumpTurnedUp, stage: Stage) -> list[Step]:
        """The Party: the discards are gathered and shuffled, and the top one turned up as trump."""
        view = stage.view
        deck = view.center(self.deal_from)
        gather = [view.sprites[k].move_to(deck, MOVE) for k in view.keys("laid:") if not k.endswith(":badge")]
        for key in view.keys("laid:"):
            if key.endswith(":badge"):
                view.remove(key)
        trump = view.spawn("trump:card", event.card, deck, False, 80, mini=True)
        trump.visible = False

        def shuffled() -> None:
            for key in view.keys("laid:"):
                view.remove(key)
            trump.visible = True

        return [
            Parallel(*gather) if gather else Wait(0),
            Call(shuffled),
            Parallel(trump.move_to(pieces.trump_card_spot(stage), MOVE), trump.flip(FLIP, face_up=True)),
            Wait(READ_PAUSE),
        ]

    # --- notes ----------------------------------------------------------------------------------
    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """Which suit sat on each slot, the Party's trump (both from the rules' round result), and
        the Messenger's tricks."""
        notes = []
        slots = getattr(result, "indicator", ())
        if slots:
            notes.append("The indicator: " + ", ".join(f"{SLOT_SHORT[s]} {SUIT_NAMES[x]}" for s, x in slots) + ".")
        trump = getattr(result, "trump_card", None)
        if trump is not None:
            notes.append(f"Trump was {SUIT_NAMES[trump.suit]} (the {trump.name} turned up).")
        for seat, items in enumerate(result.breakdown):
            counts = [item.count for item in items if item.label in (BEFORE_LABEL, AFTER_LABEL)]
            if len(counts) == 2:
                notes.append(f"{name(seat)}, the Messenger, won {counted(counts[0], 'trick')} "
                             f"before the Revelation and {counts[1]} after it.")
        return notes

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        decided = DECIDED_BY.get(str((result.extra or {}).get("decided_by", "")))
        if decided and len(result.winners) > 1:
            return [decided.replace("the win is shared", f"{join_names([name(s) for s in result.winners])} share the win")]
        return [decided] if decided else []


TABLE = CopperTricksterTable

