"""What one Tavern Tricks seat may know."""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.core.cards import Card

PASS_PHASE = "pass"
STAKE_PHASE = "stake"
TRICK_PHASE = "trick"
OVER_PHASE = "over"


class CompletedTrick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card, Any], ...]  # (seat, card, choice) in play order
    winner: int | None  # None: the trick tied and its cards stayed in the middle
    dice: tuple[str, str]  # the dice the trick was judged with (race, weapon)


class TavernTricksObservation(NamedTuple):
    """One seat's knowledge: the shared vocabulary (``rules.core.observation``) plus the game's.

    Hidden: the other hands, the cards others passed (except those passed to this seat, which show
    in ``received`` once everyone has passed), the cards out of play and the undealt deck.
    """

    seat: int
    players: int
    to_move: tuple[int, ...]
    legal_actions: tuple[Any, ...]
    hand: tuple[Card, ...]  # sorted
    hand_counts: tuple[int, ...]
    round_no: int  # the hand number, 1-based
    scores: tuple[int, ...]  # coins in each personal bank
    is_over: bool
    history: tuple[CompletedTrick, ...]  # this hand's finished tricks (tied ones included)
    phase: str  # "pass", "stake", "trick", "over"
    dealer: int
    leader: int  # the seat that leads (led) the trick in progress
    direction: str  # "left" / "right": this hand's Left/Right coin
    passed: tuple[bool, ...]  # per seat: its pass is in
    my_pass: tuple[Card, ...]  # the 3 cards this seat passed, else ()
    received: tuple[Card, ...]  # the cards passed to this seat, once everyone has passed
    pass_to: int  # the seat this seat passes to this hand (by the Left/Right coin)
    pass_from: int  # the seat that passes to this seat
    dice: tuple[str, str] | None  # (race letter, weapon), None before the roll
    stakes: tuple[int | None, ...]  # per seat, coins staked this hand (None: not yet)
    stakes_pile: int
    trick: tuple[tuple[int, Card, Any], ...]  # (seat, card, choice) in play order
    tied_pile: tuple[Card, ...]  # cards left in the middle by tied tricks
    tied_tricks: int  # how many tied tricks those are
    tricks_won: tuple[int, ...]  # per seat, this hand
    tie_break: int  # 0, or the number of the tie-break trick being played
    trick_no: int  # 1-based number of the trick in progress this hand (tie-breaks go on counting)
    hands_total: int
    standing: tuple[str, ...]  # per card of the current trick: its standing in plain words
    round_points: tuple[tuple[int, ...], ...]  # per finished hand, per seat: coins won or lost

    def played_cards(self) -> list[Card]:
        """Every card played face up this hand, finished tricks and the current one."""
        out = [c for t in self.history for _, c, _ in t.plays]
        out.extend(c for _, c, _ in self.trick)
        return out
