"""Tavern Tricks on the table (3-6 players).

The other seats sit in a row along the top, each with its fan of backs, its tricks won and its
coin bank; the trick lies in the middle, each card with its player's name and its standing on
badges; the dominance dice and the Left/Right coin on its left, the stakes and the tied tricks on
its right. The turn (``choices``): pass three cards to the player the coin names, stake 1-3
coins, then play a card; a specialty card that needs a choice asks for it next. Where the pieces rest is in ``pieces``,
how events move them in ``moves``. Everything shown comes from the shown seat's observation and
the events (the hand's summary from the rules' ``HandResult``): the table keeps no count of its own.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.anim import Call, Step
from game.art.styles import DeckStyle
from game.table.choice import Choice, WhyNot
from game.table.module import MOVE, Pile, SeatName, Stage, card_to_table, trick_spot
from game.table.tricks import TrickTable
from game.table.view import Placement, TableView
from game.tables.tavern_tricks import moves
from game.tables.tavern_tricks.choices import turn_choice
from game.tables.tavern_tricks.look import tavern_style
from game.tables.tavern_tricks.pieces import name_under_card, placements
from rules.core.actions import CardActions
from rules.core.events import CardPlayed, Event, RoundStarted, TrickWon, says
from rules.core.results import GameResult, RoundResult
from rules.core.words import counted
from rules.tavern_tricks.deck import START_COINS, play_actions
from rules.tavern_tricks.events import (
    CardsPassed,
    CoinFlipped,
    CoinsStolen,
    DiceRolled,
    PassLaid,
    Staked,
    StakesTaken,
    TieBreak,
    TrickTied,
)
from rules.tavern_tricks.results import HandResult


class TavernTricksTable(TrickTable):
    verb = "play"
    move_flags = ("passed",)

    def deck_style(self) -> DeckStyle:
        return tavern_style()

    def card_actions(self) -> CardActions:
        return play_actions()

    def required_anchors(self, players: int) -> list[str]:
        names = [*super().required_anchors(players), "dice", "coin", "stakes", "tied"]
        return names + [f"bank_{i}" for i in range(players)]

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        return placements(obs, stage, self.names)

    def banner_under(self, view: TableView) -> pygame.Rect | None:
        """The trick's cards and their names: the banner goes in the trick's empty lower part
        (the standings are gone while it shows), not over the seats' plates along the top."""
        rects = [sprite.rect for key in (*view.keys("trick:"), *view.keys("who:")) if (sprite := view.get(key)) is not None]
        return rects[0].unionall(rects[1:]) if rects else None

    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        return turn_choice(obs, why_not, self.names)

    # --- events -----------------------------------------------------------------------------------
    def animate(self, event: Event, stage: Stage) -> list[Step]:
        if isinstance(event, RoundStarted):
            view = stage.view
            clear = Call(lambda: view.remove_all([*view.keys("trick:"), *view.keys("who:"), *view.keys("tied:"), *view.keys("stand:")]))
            return [clear, *self._deal(event, stage)]
        if isinstance(event, CardPlayed):
            view = stage.view
            view.remove(f"stand:{event.seat}")
            sprite = card_to_table(stage, event.seat, event.card, f"trick:{event.seat}")
            if len(view.keys("trick:")) >= stage.seating.players:  # the trick is full: the banner
                moves.clear(view, ["trick_no"])  # says how it ends, where the standings and the
                # trick's number lay (they come back with the next trick's placements)
            name = name_under_card(stage, event.seat, stage.seating.players, self.names)
            land = Call(lambda: view.spawn_piece(name.key, name.piece, name.center, name.z))
            return [self.sound(stage, "play"), sprite.move_to(trick_spot(stage, event.seat), MOVE), land]
        if isinstance(event, TrickWon):  # the kit has held it for reading: only gather it
            return moves.take_trick(event, stage)
        if isinstance(event, TrickTied):
            return moves.tie(event, stage)
        if isinstance(event, PassLaid):
            return moves.set_aside(event, stage)
        if isinstance(event, CardsPassed):
            return moves.pass_flight(event, stage)
        if isinstance(event, DiceRolled):
            return moves.roll(event, stage)
        if isinstance(event, CoinFlipped):
            return moves.flip(event, stage)
        if isinstance(event, Staked):
            return moves.coins_fly(stage, f"fly:stake:{event.seat}", moves.bank_spot(stage, event.seat),
                                   stage.view.center("stakes"), event.coins)
        if isinstance(event, CoinsStolen):
            return moves.coins_fly(stage, "fly:steal", moves.bank_spot(stage, event.victim),
                                   moves.bank_spot(stage, event.thief), event.coins)
        if isinstance(event, StakesTaken):
            return moves.coins_fly(stage, "fly:stakes", stage.view.center("stakes"), moves.bank_spot(stage, event.seat),
                                   event.coins)
        if isinstance(event, TieBreak):
            return moves.announce(stage, f"Tie-break trick {event.number}")
        return []

    # --- what the panels say --------------------------------------------------------------------
    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards and coins in the bank; then this hand so far: in the pass, whether the seat has
        laid its pass; from the stakes on, the tricks it has taken and the coins it has at stake."""
        first = f"{counted(obs.hand_counts[seat], 'card')} · {counted(obs.scores[seat], 'coin')}"
        dealer = " · dealer" if seat == obs.dealer else ""
        if obs.phase == "pass":
            return [first, ("pass laid" if obs.passed[seat] else "choosing a pass") + dealer]
        staked = obs.stakes[seat]
        stake = "to stake" if staked is None else f"{staked} at stake"
        if obs.phase == "stake":
            return [first, stake + dealer]
        return [first, f"{counted(obs.tricks_won[seat], 'trick')} · {stake}"]

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        """Nothing: tricks won are badges (``won:<seat>``) that fit the narrow six-seat places."""
        return []

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """The hand's tricks, who took the stakes and the banks after it, from the rules' result."""
        if not isinstance(result, HandResult):
            return []
        seats = range(len(result.tricks))
        notes = ["Tricks taken: " + ", ".join(f"{name(s)} {result.tricks[s]}" for s in seats) + "."]
        if result.unclaimed:
            notes.append(f"{counted(result.unclaimed, 'tied trick')} at the end counted for nobody.")
        if result.stakes_to is not None:
            notes.append(f"{says(name, result.stakes_to, 'took', 'took')} the stakes: {counted(result.stakes, 'coin')}.")
        banks = ", ".join(f"{name(s)} {result.banks[s]}" for s in seats)
        notes.append(f"Coins in the banks now: {banks} (the {START_COINS} each began with, plus the Total).")
        return notes

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """The coins everyone ends with (the most coins wins; a tie shares the win)."""
        coins = ", ".join(f"{name(s)} {int(result.scores[s])}" for s in range(result.players))
        hands = len(result.rounds)
        return [f"Coins after {counted(hands, 'hand')}: {coins} (the {START_COINS} each began with, "
                f"plus each hand's change)."]


TABLE = TavernTricksTable
