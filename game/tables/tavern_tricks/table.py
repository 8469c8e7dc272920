"""Tavern Tricks on the table (3-6 players).

The other seats sit in a row along the top, each with its fan of backs, its tricks won and its
coin bank; the trick lies in the middle, each card with its standing on a badge; the dominance
dice and the Left/Right coin on its left, the stakes and the tied tricks on its right. The turn:
pass three cards (click three, then Pass), stake 1-3 coins (− / + then Stake), then play a card;
a Bow, a Shield, a Doppleganger or a Thief that needs a choice asks for it next (a seat, a weapon,
the two cards to copy, a bank), its buttons naming the players. Once everyone has passed, the
passed cards fly to their receivers (face up only into the shown seat's hand). Where the pieces
go is in ``tavern_tricks_pieces``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.anim import Call, Parallel, Sequence, Step, Wait
from game.art.styles import DeckStyle
from game.pieces.card import CardSprite
from game.pieces.specs import BadgePiece, TokenPiece
from game.sprites import fan_layout
from game.table.choices import (
    CardChoice,
    CardsChoice,
    Choice,
    Option,
    OptionChoice,
    StakeChoice,
    Then,
    WhyNot,
    hand_key,
)
from game.table.module import (
    MOVE,
    READ_PAUSE,
    GameTable,
    Pile,
    SeatName,
    Stage,
    card_to_table,
    hand_origin,
)
from game.tables.tavern_tricks.look import tavern_style
from game.tables.tavern_tricks.pieces import (
    GOLD,
    STAKE_COIN,
    TIE_RED,
    placements,
    plural,
    race_die,
    seat_called,
    trick_spot,
    weapon_die,
)
from game.table.tricks import TrickTable
from game.table.view import Placement
from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card
from rules.core.events import CardPlayed, Event, RoundScored, RoundStarted, TrickWon
from rules.core.results import GameResult, RoundResult
from rules.tavern_tricks.actions import (
    BowAction,
    DoppelAction,
    PassAction,
    ShieldAction,
    StakeAction,
    ThiefAction,
)
from rules.tavern_tricks.deck import (
    RACE_NAMES,
    SPECIALTY_TEXT,
    play_actions,
    race_of,
    specialty_of,
    weapon_of,
)
from rules.tavern_tricks.events import (
    CardsPassed,
    CoinFlipped,
    CoinsStolen,
    DiceRolled,
    Staked,
    StakesTaken,
    TieBreak,
    TrickTied,
)

PLAYS = (CardAction, BowAction, ShieldAction, DoppelAction, ThiefAction)
PASS_GAP = 0.07  # seconds between the three passed cards' flights
BUTTON_NAME = 12  # longest name a choice's button prints whole
LABELS_BUDGET = 72  # letters a choice's buttons hold in one row at 960×600 before the verbs go
PASS_HINT = "Pass 3 cards {way}: click three cards, then Pass."
PLAY_HINT = "Your turn: click a card or drag it to the middle (Left/Right and Enter work too)."


@dataclass
class HandFacts:
    """What each hand showed, for its summary: tricks taken per seat, who took the stakes."""

    tricks: dict[int, dict[int, int]] = field(default_factory=dict)
    stakes: dict[int, tuple[int, int]] = field(default_factory=dict)
    coins: tuple[int, ...] = ()
    hand: int = 0
    tied: int = 0  # tied tricks in the middle now: the next trick's winner takes them as tricks

    def won(self, seat: int) -> None:
        """``seat`` took a trick, and with it every tied trick in the middle."""
        tally = self.tricks.setdefault(self.hand, {})
        tally[seat] = tally.get(seat, 0) + 1 + self.tied
        self.tied = 0

    def notes(self, round_no: int, name: SeatName) -> list[str]:
        notes: list[str] = []
        tricks = self.tricks.get(round_no, {})
        if tricks:
            won = ", ".join(f"{name(s)} {n}" for s, n in sorted(tricks.items()))
            notes.append(f"Tricks taken: {won}.")
        taken = self.stakes.get(round_no)
        if taken is not None:
            notes.append(f"{name(taken[0])} took the stakes: {plural(taken[1], 'coin')}.")
        if self.coins:
            notes.append("Coins: " + ", ".join(f"{name(s)} {c}" for s, c in enumerate(self.coins)) + ".")
        return notes


class TavernTricksTable(TrickTable):
    verb = "play"

    def __init__(self) -> None:
        self.facts = HandFacts()

    def deck_style(self) -> DeckStyle:
        return tavern_style()

    def card_actions(self) -> CardActions:
        return play_actions()

    def required_anchors(self, players: int) -> list[str]:
        names = [*super().required_anchors(players), "dice", "coin", "stakes", "tied"]
        return names + [f"bank_{i}" for i in range(players)]

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        self.facts.coins = tuple(obs.scores)
        return placements(obs, stage, self.names)

    # --- the turn -------------------------------------------------------------------------------
    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        legal = obs.legal_actions
        passes = [a for a in legal if isinstance(a, PassAction)]
        if passes:
            return pass_choice(obs, passes, why_not)
        stakes = sorted(a.coins for a in legal if isinstance(a, StakeAction))
        if stakes:
            by_coins = {a.coins: a for a in legal if isinstance(a, StakeAction)}
            hint = f"Stake {stakes[0]} to {stakes[-1]} of your {obs.scores[obs.seat]} coins: − and +, then Stake."
            return StakeChoice(stakes[0], stakes[-1], by_coins.__getitem__, start=stakes[0], hint=hint)
        return play_choice(obs, [a for a in legal if isinstance(a, PLAYS)], why_not, self.names)

    # --- events -----------------------------------------------------------------------------------
    def animate(self, event: Event, stage: Stage) -> list[Step]:
        if isinstance(event, RoundStarted):
            self.facts.hand, self.facts.tied = event.round_no, 0
            view = stage.view
            clear = Call(lambda: [view.remove(k) for k in [*view.keys("trick:"), *view.keys("tied:"), *view.keys("stand:")]])
            return [clear, *self._deal(event, stage)]
        if isinstance(event, CardPlayed):
            stage.view.remove(f"stand:{event.seat}")
            sprite = card_to_table(stage, event.seat, event.card, f"trick:{event.seat}")
            return [self.sound(stage, "play"), sprite.move_to(trick_spot(stage, event.seat), MOVE)]
        if isinstance(event, TrickWon):
            return self._take_all(event, stage)
        if isinstance(event, CardsPassed):
            return _pass_flight(event, stage)
        if isinstance(event, TrickTied):
            self.facts.tied += 1
            return _tie(event, stage)
        if isinstance(event, DiceRolled):
            return _roll(event, stage)
        if isinstance(event, CoinFlipped):
            return _flip(event, stage)
        if isinstance(event, Staked):
            return _coins_fly(stage, f"fly:stake:{event.seat}", _bank(stage, event.seat), stage.view.center("stakes"), event.coins)
        if isinstance(event, CoinsStolen):
            return _coins_fly(stage, "fly:steal", _bank(stage, event.victim), _bank(stage, event.thief), event.coins)
        if isinstance(event, StakesTaken):
            self.facts.stakes[self.facts.hand] = (event.seat, event.coins)
            return _coins_fly(stage, "fly:stakes", stage.view.center("stakes"), _bank(stage, event.seat), event.coins)
        if isinstance(event, TieBreak):
            return _announce(stage, f"Tie-break trick {event.number}")
        return []

    def _take_all(self, event: TrickWon, stage: Stage) -> list[Step]:
        """The trick and every tied card still in the middle slide to the winner's pile."""
        self.facts.won(event.seat)
        view = stage.view
        pile = view.center(stage.seating.anchor("won", event.seat))
        keys = [f"trick:{seat}" for seat, _ in event.cards] + [k for k in view.keys("tied:") if k != "tied:label"]
        moves = [s.move_to(pile, MOVE) for k in keys if (s := view.get(k)) is not None]
        gone = [*keys, "tied:label", *view.keys("stand:")]
        return [Wait(READ_PAUSE), self.sound(stage, "trick"), Parallel(*moves), Call(lambda: [view.remove(k) for k in gone])]

    # --- what the panels say --------------------------------------------------------------------
    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards and coins; then the dealer, and the pass or the stake (tricks won show on the
        seat's badge beside its fan)."""
        status = ""
        if obs.phase == "pass":
            status = "pass laid" if obs.passed[seat] else "choosing a pass"
        elif obs.stakes[seat] is not None:
            status = f"staked {obs.stakes[seat]}"
        elif obs.phase == "stake":
            status = "to stake"
        words = [w for w in ("dealer" if seat == obs.dealer else "", status) if w]
        lines = [f"{plural(obs.hand_counts[seat], 'card')} · {plural(obs.scores[seat], 'coin')}"]
        return lines + ([" · ".join(words)] if words else [])

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        """Nothing: tricks won are badges (``won:<seat>``) that fit the narrow six-seat places."""
        return []

    def saves_after(self, event: Event) -> bool:
        return isinstance(event, (TrickWon, TrickTied, RoundScored))

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        return self.facts.notes(result.round_no, name)

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """The coins everyone ends with (the most coins wins; a tie shares the win)."""
        coins = ", ".join(f"{name(s)} {int(result.scores[s])}" for s in range(result.players))
        hands = len(result.rounds)
        return [f"Coins after {plural(hands, 'hand')}: {coins}."]


# --- choices --------------------------------------------------------------------------------------
def pass_choice(obs: Any, passes: list[PassAction], why_not: WhyNot | None) -> CardsChoice:
    """Three cards of the hand, then Pass; the action is the legal pass of those three."""
    by_cards = {frozenset(a.cards): a for a in passes}

    def build(cards: tuple[Card, ...]) -> Any:
        return by_cards[frozenset(cards)]

    pieces = {hand_key(c): c for c in obs.hand}
    hint = PASS_HINT.format(way=obs.direction or "")
    return CardsChoice(pieces, ("Pass", "Pass", "Pass"), build, None, why_not, "Pass", hint)


def play_choice(obs: Any, plays: list[Any], why_not: WhyNot | None, names: tuple[str, ...] = ()) -> Choice:
    """Any card of the hand; a specialty card with several legal plays asks for its choice next
    (seats called by ``names``, the players' names, when known)."""
    by_card: dict[Card, list[Any]] = {}
    for action in plays:
        by_card.setdefault(action.card, []).append(action)
    actions = {card: group[0] for card, group in by_card.items()}
    cards = play_actions()

    def why(card: Card) -> str | None:
        return why_not(cards.for_card(card)) if why_not is not None else None

    first = CardChoice.from_hand(obs.hand, actions, why, PLAY_HINT)

    def then(action: Any) -> Choice | None:
        group = by_card.get(action.card, [])
        if len(group) <= 1 and isinstance(action, CardAction):
            return None
        return specialty_options(obs, action.card, group, names)

    return Then(first, then)


def specialty_options(obs: Any, card: Card, group: list[Any], names: tuple[str, ...] = ()) -> Choice | None:
    kind = specialty_of(card) or ""
    effect = SPECIALTY_TEXT.get(kind, "")
    doppels = [a for a in group if isinstance(a, DoppelAction)]
    if doppels:
        return doppel_choice(obs, card, doppels, effect)
    options: list[Option] = []
    for action in group:
        if isinstance(action, BowAction):
            who = seat_called(action.target, obs.seat, obs.players, names, BUTTON_NAME)
            options.append(Option(f"seat{action.target}", f"Aim at {who}", action, piece=f"bank:{action.target}"))
        elif isinstance(action, ShieldAction):
            options.append(Option(action.weapon, action.weapon.capitalize(), action))
        elif isinstance(action, ThiefAction):
            who = seat_called(action.victim, obs.seat, obs.players, names, BUTTON_NAME)
            options.append(Option(f"bank{action.victim}", f"Rob {who}", action, piece=f"bank:{action.victim}"))
        else:
            options.append(Option("plain", "Play it plain", action))
    if len(options) == 1:
        return None
    if sum(len(o.label) for o in options) > LABELS_BUDGET:  # many long names: the names alone
        options = [replace(o, label=o.label.removeprefix("Aim at ").removeprefix("Rob ")) for o in options]
    hints = {
        "bow": "Bow: click a bank, or a button, to name whose card cannot win.",
        "shield": "Shield: choose the weapon that counts as none in this trick.",
        "thief": "Thief: click the bank to rob (they tie for the most coins).",
    }
    return OptionChoice(options, hints.get(kind, f"{card.name}: {effect}"))


def doppel_choice(obs: Any, card: Card, doppels: list[DoppelAction], effect: str) -> Choice:
    """The Doppleganger: click the trick card to copy the race from, then the one to copy the
    weapon from (the same card may be both); buttons name them too."""
    where = {c: f"trick:{seat}" for seat, c, _ in obs.trick}

    def race_option(source: Card) -> Option:
        return Option(f"race{source.code}", f"Race: {RACE_NAMES.get(race_of(source) or '', '?')} ({source.code})", source, piece=where.get(source, ""))

    sources = list(dict.fromkeys(a.race_from for a in doppels))
    first = OptionChoice([race_option(c) for c in sources], f"{card.name}: click the trick card to copy the race from.")

    def then(source: Card) -> Choice:
        options = [
            Option(f"weapon{a.weapon_from.code}", f"Weapon: {(weapon_of(a.weapon_from) or '?').capitalize()} ({a.weapon_from.code})",
                   a, piece=where.get(a.weapon_from, ""))
            for a in doppels if a.race_from is source
        ]
        return OptionChoice(options, "Now click the card to copy the weapon from (the same one may do).")

    return Then(first, then)


# --- moves ----------------------------------------------------------------------------------------
def _pass_flight(event: CardsPassed, stage: Stage) -> list[Step]:
    """Three passed cards fly from the passer to the receiver: face up into the shown hand when
    the shown seat receives them, face down out of it when it passes them, as small backs between
    two other seats. The shown hand then closes up where the cards left or opens where they land."""
    view, viewer = stage.view, stage.viewer
    start, end = hand_origin(stage, event.from_seat), hand_origin(stage, event.to_seat)
    if viewer is not None and viewer == event.to_seat:
        for i, card in enumerate(event.cards):
            view.spawn(hand_key(card), card, start, True, 150 + i)
        return [GameTable.sound(stage, "deal"), _close_hand(stage, [hand_key(c) for c in event.cards])]
    flights: list[Step] = []
    keys = [f"fly:pass:{event.from_seat}:{i}" for i in range(len(event.cards))]
    for i, (card, key) in enumerate(zip(event.cards, keys)):
        sprite = view.rename(hand_key(card), key) if viewer == event.from_seat else None
        if isinstance(sprite, CardSprite):  # the shown seat's own card leaves its hand face down
            sprite.face_up, sprite.lift, sprite.z = False, 0.0, 60 + i
            sprite.legal = sprite.selected = sprite.hovered = sprite.dimmed = False
        else:
            sprite = view.spawn(key, None, start, False, 60 + i, mini=viewer != event.from_seat)
        flights.append(Sequence(Wait(PASS_GAP * i), sprite.move_to(end, MOVE)))
    if viewer == event.from_seat:
        flights.append(_close_hand(stage, []))
    return [GameTable.sound(stage, "deal"), Parallel(*flights), Call(lambda: [view.remove(k) for k in keys])]


def _close_hand(stage: Stage, arriving: list[str]) -> Step:
    """Every card of the shown hand slides to its place in the sorted hand (``arriving`` ones a
    little after the others, so they are seen to come from their passer)."""
    view = stage.view
    keys = view.keys("hand:")
    cards = sorted((s.card, k) for k in keys if isinstance(s := view.get(k), CardSprite) and s.card is not None)
    rects = fan_layout(len(cards), view.rect("hand"), view.card_size, margin=view.art.glow_margin)
    moves: list[Step] = []
    for i, ((_, key), rect) in enumerate(zip(cards, rects)):
        sprite = view.get(key)
        assert sprite is not None
        sprite.z = (200 if key in arriving else 100) + i  # arriving cards fly over the hand
        wait = PASS_GAP * arriving.index(key) if key in arriving else 0.0
        moves.append(Sequence(Wait(wait), sprite.move_to((float(rect.centerx), float(rect.centery)), MOVE * 1.6)))
    return Parallel(*moves)


def _bank(stage: Stage, seat: int) -> tuple[float, float]:
    sprite = stage.view.get(f"bank:{seat}")
    return sprite.pos if sprite is not None else stage.seat_center(seat)


def _coins_fly(stage: Stage, key: str, start: tuple[float, float], end: tuple[float, float], coins: int) -> list[Step]:
    """``coins`` gold coins slide from ``start`` to ``end``, one after the other."""
    view = stage.view
    keys = [f"{key}:{i}" for i in range(max(1, min(coins, 6)))]
    flights: list[Step] = []
    for i, k in enumerate(keys):
        sprite = view.spawn_piece(k, TokenPiece("coin", GOLD, "", STAKE_COIN), start, 80 + i)
        flights.append(sprite.move_to(end, MOVE + 0.06 * i))
    return [GameTable.sound(stage, "play"), Parallel(*flights), Call(lambda: [view.remove(k) for k in keys])]


def _roll(event: DiceRolled, stage: Stage) -> list[Step]:
    view = stage.view
    dice = view.rect("dice")
    y = dice.top + view.length(39)
    rolls: list[Step] = []
    for key, spec, x in (("die:race", race_die(event.race), 0.28), ("die:weapon", weapon_die(event.weapon), 0.72)):
        sprite = view.get(key) or view.spawn_piece(key, spec, (dice.left + dice.width * x, y), 20)
        rolls.append(sprite.roll(0.7, spec.value))  # type: ignore[attr-defined]
    steps: list[Step] = [Call(lambda: stage.play_sound("deal")), Parallel(*rolls)]
    if event.by_fates:
        steps += _announce(stage, "The Fates reroll the dice")
    return steps


def _flip(event: CoinFlipped, stage: Stage) -> list[Step]:
    view = stage.view
    area = view.rect("coin")
    word = event.direction.capitalize()
    sprite = view.get("coin:lr") or view.spawn_piece("coin:lr", TokenPiece("coin", (180, 184, 196), word[0], 44),
                                                    (area.left + view.length(34), float(area.centery)), 20)
    sprite.set_spec(TokenPiece("coin", (180, 184, 196), word[0], 44))  # type: ignore[arg-type]
    return [Call(lambda: stage.play_sound("deal")), sprite.pulse(0.5, 1.5)]  # type: ignore[attr-defined]


def _tie(event: TrickTied, stage: Stage) -> list[Step]:
    """The tied trick's cards slide to the tied pile and stay there."""
    view = stage.view
    target = view.center("tied")
    keys = [f"trick:{seat}" for seat, _ in event.cards]
    moves = [s.move_to(target, MOVE) for k in keys if (s := view.get(k)) is not None]
    return [Wait(READ_PAUSE), *_announce(stage, f"Trick {event.trick_no} is tied"), Parallel(*moves),
            Call(lambda: [view.remove(k) for k in [*keys, *view.keys("stand:")]])]


def _announce(stage: Stage, words: str) -> list[Step]:
    """A red badge over the trick for a moment."""
    view = stage.view
    trick = view.rect("trick")
    spot = (float(trick.centerx), trick.bottom - view.length(110))
    view.spawn_piece("announce", BadgePiece(words, TIE_RED, 30), spot, 90)
    return [Wait(READ_PAUSE), Call(lambda: view.remove("announce"))]


TABLE = TavernTricksTable
