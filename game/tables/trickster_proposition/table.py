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

from typing import Any

from game.anim import Step
from game.art.styles import DeckStyle
from game.table.choice import Choice, WhyNot
from game.table.choices import CardChoice
from game.table.combined import Either
from game.tables.copper_trickster.look import copper_style
from game.tables.trickster_proposition.choices import BRIBE_HINT, bribe_choice, no_bribe
from game.table.module import CardTable, Pile, SeatName, Stage
from game.tables.trickster_proposition.moves import animate
from game.tables.trickster_proposition.pieces import (
    ANCHORS,
    EA_NASIR,
    placements,
    so_far_text,
    sorting_pieces,
)
from game.table.view import Placement
from game.ui.text import join_names
from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.actions import CardAction, CardActions
from rules.core.events import Event, says
from rules.core.results import GameResult, RoundResult
from rules.core.words import counted
from rules.trickster_proposition.actions import Bribe, play_actions
from rules.trickster_proposition.scoring import copper_points, points_so_far

GIVE_HINT = "You lost the trick: send a card to Ea-Nasir (click one of the three on the table)."
KEEP_HINT = "You won the trick: keep a card (click one of the two on the table); your rival gets the other."
LEAD_HINT = "Your lead: click a card, drag it to the middle, or pick one with Left/Right and Enter."


class TricksterPropositionTable(CardTable):
    verb = "play"
    play_area = "trick"

    def deck_style(self) -> DeckStyle:
        return copper_style()

    def card_actions(self) -> CardActions:
        return play_actions()

    def required_anchors(self, players: int) -> list[str]:
        return list(ANCHORS)

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        return placements(obs, stage)

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        return animate(event, stage)

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
        if bribes:
            return Either(plays, bribe_choice(obs, bribes, why_not), hint=BRIBE_HINT)
        # No bribe now (leading, or used this round): its buttons stay, greyed with the reason.
        return Either(plays, no_bribe(obs, why_not), hint=hint)

    # --- what the panels say --------------------------------------------------------------------
    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand, the points so far this round (as far as the shown seat knows), the
        bribe, and what the seat is doing (round wins are the tokens' beside the kept piles)."""
        slot = obs.bribes[seat]
        lines = [
            f"{counted(obs.hand_counts[seat], 'card')} in hand",
            so_far_text(*points_so_far(obs)[seat]),
            f"bribe used ({SLOT_SHORT[slot]})" if slot else "bribe not used",
        ]
        if seat in obs.to_move:
            doing = {"give": "gives to Ea-Nasir", "keep": "keeps a card"}
            lines.append(doing.get(obs.phase, "follows" if obs.trick else "leads"))
        return lines

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        """Only Ea-Nasir's card has a label on the felt; the piles carry their own."""
        on_table = obs.ea_card is not None and (obs.phase == "play" or obs.ea_card in obs.sorting)
        return [Pile("ea_card", 1 if on_table else 0, "Ea-Nasir's card" if on_table else "")]

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """Who won the round, with how many copper points (the grid's "Copper points" line)."""
        return round_notes(result, name)

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """Who won the game (Ea-Nasir too), everyone's round wins, and whether play went on
        because two reached two round wins together."""
        extra = result.extra or {}
        ea = int(extra.get("ea_nasir_round_wins", 0))
        notes: list[str] = []
        if extra.get("ea_nasir_wins"):
            notes.append(f"{EA_NASIR} wins the game with {counted(ea, 'round win')}.")
        for seat in result.winners:
            notes.append(f"{name(seat)} wins the game with {counted(int(result.scores[seat]), 'round win')}.")
        wins = ", ".join(f"{name(s)} {int(result.scores[s])}" for s in range(result.players))
        notes.append(f"Round wins: {wins}, {EA_NASIR} {ea}.")
        if played_on(extra.get("round_winners", [])):
            notes.append("Two of you reached two round wins together, so play went on until one led alone.")
        return notes


def round_notes(result: RoundResult, name: SeatName) -> list[str]:
    """The round's winner (or winners) with their copper points, read from the result: its
    columns are the seats, then Ea-Nasir; a column's line is 1 if it won the round."""
    copper = copper_points(result)
    seats = len(result.points) - len(result.extra_columns)
    top = [i for i, won in enumerate(result.points) if won]
    if not top:
        return []
    points = copper[top[0]] if top[0] < len(copper) else 0
    worth = counted(points, "copper point")
    if len(top) == 1:
        i = top[0]
        who = says(name, i, "wins", "win") if i < seats else f"{result.extra_columns[i - seats]} wins"
        first = f"{who} round {result.round_no} with {worth}."
    else:
        names = [name(i) if i < seats else result.extra_columns[i - seats] for i in top]
        first = f"{join_names(names)} share round {result.round_no} with {worth} each: tied at the top, each wins it."
    rule = f"The highest copper score wins the round, {EA_NASIR}'s too; the first to 2 round wins takes the game."
    return [first, rule]


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
