"""The Trickster Proposition on the table (2 players).

Ea-Nasir's corner (his face-down pile, his scoring pile, his round wins) on the right, his
turned-up card beside the trick, the great and bad slots on the left with the slot the shown
seat bribed to see face up and marked private, the shown seat's secret suit beside the hand, and
both kept piles beside the trick. The turn: play a card (lead, or follow suit), or bribe (pick
the slot to look at, then any card); then the trick's loser clicks the card for Ea-Nasir and the
winner the card to keep, on the table. Where the pieces go is in
``trickster_proposition_pieces``, how events move them in ``trickster_proposition_moves``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.anim import Step
from game.art.styles import DeckStyle
from game.table.choices import (
    CardChoice,
    Choice,
    Either,
    Mark,
    Option,
    OptionChoice,
    Refused,
    Then,
    WhyNot,
    hand_key,
)
from game.tables.copper_trickster.table import SLOT_KEY, copper_style
from game.table.module import CardTable, Pile, Plays, SeatName, Stage
from game.tables.trickster_proposition.moves import RoundFacts, animate
from game.tables.trickster_proposition.pieces import (
    ANCHORS,
    EA_NASIR,
    placements,
    plural,
    sorting_pieces,
)
from game.table.view import Placement
from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.actions import CardAction, CardActions
from rules.core.events import Event, RoundScored, TrickWon
from rules.core.results import GameResult, RoundResult
from rules.trickster_proposition.actions import BRIBE_SLOTS, Bribe, play_actions
from rules.trickster_proposition.events import CardLeft

GIVE_HINT = "You lost the trick: send a card to Ea-Nasir (click one of the three on the table)."
KEEP_HINT = "You won the trick: keep a card (click one of the two on the table); your rival gets the other."
LEAD_HINT = "Your lead: click a card, drag it to the middle, or pick one with Left/Right and Enter."
BRIBE_HINT = "Your turn: follow suit, or bribe to see a slot (1, 2, or click the slot)."


class TricksterPropositionTable(CardTable):
    verb = "play"
    play_area = "trick"

    def __init__(self) -> None:
        self.facts = RoundFacts()  # what each round's end revealed, for its summary

    def deck_style(self) -> DeckStyle:
        return copper_style()

    def card_actions(self) -> CardActions:
        return play_actions()

    def required_anchors(self, players: int) -> list[str]:
        return list(ANCHORS)

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        return placements(obs, stage)

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        return animate(event, stage, self.facts)

    # --- the turn -------------------------------------------------------------------------------
    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        if obs.phase in ("give", "keep"):
            legal = {a.card: a for a in obs.legal_actions if isinstance(a, CardAction)}
            return CardChoice(dict(sorting_pieces(obs)), legal, None, GIVE_HINT if obs.phase == "give" else KEEP_HINT)
        if not obs.trick:
            hint = LEAD_HINT
        else:
            led = obs.trick[0][1].suit
            hint = f"Your turn: follow {SUIT_NAMES[led]} if you can; click a card or drag it to the middle."
        plays = super().turn(obs, why_not)
        assert isinstance(plays, CardChoice)
        plays.hint = hint
        bribes = [a for a in obs.legal_actions if isinstance(a, Bribe)]
        if not bribes:
            return plays
        return Either(plays, bribe_choice(obs, bribes), hint=BRIBE_HINT)

    # --- what the panels say --------------------------------------------------------------------
    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand, the bribe, and what the seat is doing (round wins are the score panel's
        and the tokens' beside the plate)."""
        slot = obs.bribes[seat]
        lines = [f"{plural(obs.hand_counts[seat], 'card')} in hand", f"bribe used ({SLOT_SHORT[slot]})" if slot else "bribe not used"]
        if seat in obs.to_move:
            doing = {"give": "gives to Ea-Nasir", "keep": "keeps a card"}
            lines.append(doing.get(obs.phase, "follows" if obs.trick else "leads"))
        return lines

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        """Only Ea-Nasir's card has a label on the felt; the piles carry their own."""
        on_table = obs.ea_card is not None and (obs.phase == "play" or obs.ea_card in obs.sorting)
        return [Pile("ea_card", 1 if on_table else 0, "Ea-Nasir's card" if on_table else "")]

    def review(self, event: Event) -> Plays | None:
        return event.cards if isinstance(event, TrickWon) else None

    def saves_after(self, event: Event) -> bool:
        return isinstance(event, (CardLeft, RoundScored))

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        return self.facts.notes(result.round_no, name)

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """Who won the game (Ea-Nasir too), everyone's round wins, and whether play went on
        because two reached two round wins together."""
        extra = result.extra or {}
        ea = int(extra.get("ea_nasir_round_wins", 0))
        notes: list[str] = []
        if extra.get("ea_nasir_wins"):
            notes.append(f"{EA_NASIR} wins the game with {plural(ea, 'round win')}.")
        for seat in result.winners:
            notes.append(f"{name(seat)} wins the game with {plural(int(result.scores[seat]), 'round win')}.")
        wins = ", ".join(f"{name(s)} {int(result.scores[s])}" for s in range(result.players))
        notes.append(f"Round wins: {wins}, {EA_NASIR} {ea}.")
        if played_on(extra.get("round_winners", [])):
            notes.append("Two of you reached two round wins together, so play went on until one led alone.")
        return notes


def bribe_choice(obs: Any, bribes: list[Bribe]) -> Then:
    """The bribe: first the slot to look at (a button each, or a click on the slot; the slot the
    rival already saw is greyed with the reason), then any card of the hand."""
    allowed = {b.slot for b in bribes}
    seen = obs.bribes[1 - obs.seat]
    options = []
    for slot in BRIBE_SLOTS:
        reason = ""
        if slot not in allowed:
            reason = f"Your rival already looked at the {SLOT_SHORT[seen]} slot: your bribe may look only at the other one."
        options.append(Option(slot, f"Bribe: see {SLOT_SHORT[slot]}", slot, piece=f"{SLOT_KEY}{slot}", reason=reason))

    def then(slot: str) -> Choice:
        actions = {b.card: b for b in bribes if b.slot == slot}
        hint = f"Bribe to see the {SLOT_SHORT[slot]} slot: play any card (you lose this trick), or Back."
        return BribeCard(obs.hand, actions, slot, hint)

    return Then(OptionChoice(options, BRIBE_HINT), then)


class BribeCard(CardChoice):
    """The bribe's second step: any card of the hand. The slots stay part of the choice (the
    other one greyed), so the glow of the slot step does not linger on them."""

    def __init__(self, hand: Any, actions: dict[Any, Bribe], slot: str, hint: str) -> None:
        super().__init__({hand_key(c): c for c in hand}, actions, None, hint)
        self.slot = slot
        self.others = [f"{SLOT_KEY}{s}" for s in BRIBE_SLOTS if s != slot]

    def marks(self) -> Mapping[str, Mark]:
        return {**super().marks(), **{key: Mark(False) for key in self.others}}

    def pick(self, key: str) -> Any:
        if key in self.others or key == f"{SLOT_KEY}{self.slot}":
            raise Refused("Now choose the card to play for the bribe, or press Back to choose another slot.")
        return super().pick(key)


def played_on(round_winners: list[list[int]]) -> bool:
    """Whether some round ended with two or more (players or Ea-Nasir) tied at two round wins
    or more, so the game went on (``round_winners``: per round, indices seat 0, seat 1, Ea-Nasir)."""
    wins = [0, 0, 0]
    for winners in round_winners[:-1]:
        for i in winners:
            if 0 <= i < 3:
                wins[i] += 1
        if max(wins) >= 2:
            return True
    return False


TABLE = TricksterPropositionTable
