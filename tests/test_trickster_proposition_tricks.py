"""The Trickster Proposition: every trick says who took it and why, in the game's words, and the
log speaks to the seat named You."""

from __future__ import annotations

from rules.core.cards import Card
from rules.core.events import YOU, RoundScored, TrickWon
from rules.copper_trickster.deck import copper_deck
from rules.trickster_proposition.events import (
    Bribed,
    CardGiven,
    CardKept,
    CardLeft,
    RoundWinsScored,
    RoundWon,
    SlotPeeked,
)
from rules.trickster_proposition.scoring import known_values, points_so_far
from rules.trickster_proposition.tricks import decide_trick
from tests.test_trickster_proposition_deals import act, new_state
from tests.test_trickster_proposition_rules import ROUND, after


def card(code: str) -> Card:
    return copper_deck().card(code)


def won_in(events: list) -> TrickWon:
    return next(e for e in events if isinstance(e, TrickWon))


def ada(seat: int) -> str:
    return ("Ada", "Bo")[seat]


def you_are_0(seat: int) -> str:
    return (YOU, "Bo")[seat]


def test_the_higher_card_of_the_led_suit_wins() -> None:
    state = new_state()
    act(state, 0, "play 1B")
    won = won_in(act(state, 1, "play 4B"))
    assert (won.seat, won.reason, won.counted_as) == (1, "highest Bull", ())
    assert won.describe(ada) == "Bo takes trick 1 with the 4 of Bulls: highest Bull."


def test_a_card_not_of_the_led_suit_never_wins() -> None:
    """Trick 8: seat 1 leads the 4 of Moons, seat 0 (out of Moons) plays the 2 of Fish."""
    state = after(7, 1)
    won = won_in(act(state, 0, "play 2F"))
    assert (won.seat, won.reason) == (1, "the only Moon played")
    assert won.describe(you_are_0) == "Bo takes trick 8 with the 4 of Moons: the only Moon played."


def test_a_bribe_loses_the_trick_and_its_card_counts_as_a_bribe() -> None:
    state = after(1, 1)  # seat 1 led the 5 of Fish
    won = won_in(act(state, 0, "bribe 1M great"))
    assert (won.seat, won.reason, won.counted_as) == (1, "a bribe loses the trick", ("", "a bribe"))
    assert won.shown_as(1) == "a bribe" and won.shown_as(0) == ""
    assert won.describe(ada) == "Bo takes trick 2 with the 5 of Fish: a bribe loses the trick."


def test_a_bribe_with_the_higher_card_still_loses() -> None:
    state = after(2, 1)  # seat 0 led the 2 of Bulls; seat 1 bribes with the 5
    won = won_in(act(state, 1, "bribe 5B bad"))
    assert (won.seat, won.reason) == (0, "a bribe loses the trick")
    assert won.describe(you_are_0) == "You take trick 3 with the 2 of Bulls: a bribe loses the trick."


def test_ea_nasirs_higher_card_of_the_led_suit_is_named_as_no_winner() -> None:
    """Trick 9: Ea-Nasir's 6 of Moons outranks the 5 of Moons that wins."""
    state = after(8, 1)
    won = won_in(act(state, 0, "play 3F"))
    assert won.seat == 1
    assert won.reason == "the only Moon played (Ea-Nasir's card never wins)"


def test_decide_trick_for_each_kind_of_win() -> None:
    both = ((0, card("2B")), (1, card("6B")))
    assert decide_trick(both, card("7F")) == (1, "highest Bull", ())
    assert decide_trick(both, card("7B")) == (1, "highest Bull (Ea-Nasir's card never wins)", ())
    assert decide_trick(both, card("5B")) == (1, "highest Bull", ())
    off = ((1, card("2M")), (0, card("7F")))
    assert decide_trick(off, card("1M")) == (1, "the only Moon played", ())
    bribed = ((0, card("2B")), (1, card("7B")))
    assert decide_trick(bribed, card("7F"), briber=1) == (0, "a bribe loses the trick", ("", "a bribe"))


def test_every_trick_of_a_round_has_a_reason() -> None:
    state = new_state()
    reasons = []
    for trick in ROUND:
        for seat, text in trick:
            reasons += [e.reason for e in act(state, seat, text) if isinstance(e, TrickWon)]
    assert len(reasons) == 9 and all(reasons)


def test_the_log_speaks_to_you() -> None:
    assert Bribed(0, "great").describe(you_are_0) == "You bribe Ea-Nasir to look at the great slot."
    assert Bribed(1, "bad").describe(you_are_0) == "Bo bribes Ea-Nasir to look at the bad slot."
    assert SlotPeeked(0, "great", "M").describe(you_are_0) == "You see Moons on the great slot."
    assert CardGiven(0, card("1P")).describe(you_are_0) == "You give the 1 of Palms to Ea-Nasir."
    assert CardKept(0, card("4B")).describe(you_are_0) == "You keep the 4 of Bulls."
    assert CardLeft(0, card("1B")).describe(you_are_0) == "You take the 1 of Bulls that is left."
    assert CardLeft(1, card("1B")).describe(you_are_0) == "Bo takes the 1 of Bulls that is left."
    assert RoundWon(1, (16, 3, -19), (0,), False).describe(you_are_0) == "You win round 1 (You +16, Bo +3, Ea-Nasir -19)."
    assert RoundWon(2, (1, 3, 3), (1,), True).describe(ada) == "Bo and Ea-Nasir share round 2 (Ada +1, Bo +3, Ea-Nasir +3)."
    assert RoundWon(3, (1, 3, 5), (), True).describe(ada) == "Ea-Nasir wins round 3 (Ada +1, Bo +3, Ea-Nasir +5)."


# --- the running score: what each column has so far, as far as a seat knows ----------------------
def test_points_so_far_value_only_the_suits_a_seat_knows() -> None:
    """After trick 2 seat 0 (Bulls) has bribed to see great (Moons); seat 1 (Fish) knows only
    its own suit. Piles: seat 0 holds the 1 of Bulls and the 1 of Moons; seat 1 the 4 of Bulls
    and the 5 of Fish; Ea-Nasir the 1 and 2 of Palms (bad, which nobody has seen)."""
    state = after(2)
    mine, theirs = state.observation(0), state.observation(1)
    assert [c.code for c in mine.piles[0]] == ["1B", "1M"] and [c.code for c in mine.piles[1]] == ["4B", "5F"]
    # Seat 0: its Bull +1 and great Moon +3; seat 1's Bull is seat 0's suit: +2 to seat 1; its Fish unknown.
    assert points_so_far(mine) == ((4, 0), (2, 1), (0, 2))
    # Seat 1 knows Fish only: its own Fish +1; seat 0's cards and the Palms are unknown to it.
    assert points_so_far(theirs) == ((0, 2), (1, 1), (0, 2))


def test_points_so_far_are_the_score_once_revealed() -> None:
    state = after(8, 3)
    act(state, 1, "keep 5M")
    # The new round has begun: nothing collected yet, nothing unknown.
    assert points_so_far(state.observation(0)) == ((0, 0), (0, 0), (0, 0))
    values = known_values(("B", "F"), (("great", "M"), ("bad", "P")))
    assert values[0] == {"M": 3, "P": -4, "B": 1, "F": 2}
    assert values[2] == {"M": 3, "P": -4, "B": 1, "F": 1}


def test_the_round_wins_line_counts_ea_nasir_too() -> None:
    scored = RoundWinsScored(1, (0, 0), (0, 0), 1, 1)
    assert isinstance(scored, RoundScored)
    assert scored.describe(you_are_0) == "Round wins after round 1: You 0, Bo 0, Ea-Nasir 1."
    state = after(8, 3)
    events = act(state, 1, "keep 5M")
    (line,) = [e for e in events if isinstance(e, RoundScored)]
    assert line == RoundWinsScored(1, (1, 1), (1, 1), 0, 0)
