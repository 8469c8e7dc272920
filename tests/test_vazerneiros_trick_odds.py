"""The playout policy's odds that a card takes the trick in play (``rules.vazerneiros.trick_odds``):
what each later hand threatens, read from the sampled state."""

from __future__ import annotations

import pytest

from rules.vazerneiros.rumors import BEGGARS_PLAY, WEIGHT_OF_ANCESTORS
from rules.vazerneiros.trick_odds import POTION_THREAT, WILLING, TrickOdds
from tests.vazerneiros_deals import C, play, start

MAGES_OUT = {1: "M", 2: "M", 3: "M"}  # seats 1 to 3 hold only the Mages they are given


def _first_trick(rumor: int, given: dict[int, list[str]], potions: list[int]) -> TrickOdds:
    """Odds for seat 0 leading the first trick, seats 1 to 3 still to play."""
    state = start(rumor, given, void=MAGES_OUT, potions=potions)
    assert state.to_move() == (0,)
    return TrickOdds(state, list(state.trick), [1, 2, 3])


def test_a_lead_no_later_hand_can_beat_is_sure() -> None:
    odds = _first_trick(WEIGHT_OF_ANCESTORS, {0: ["M8", "M11"], 1: ["M10"]}, [0, 0, 0, 0])
    assert odds.chance(C("M11")) == 1.0


def test_a_later_hand_holding_a_higher_card_of_the_led_suit_is_likely_to_play_it() -> None:
    odds = _first_trick(WEIGHT_OF_ANCESTORS, {0: ["M8", "M11"], 1: ["M10"]}, [0, 0, 0, 0])
    assert odds.chance(C("M8")) == pytest.approx(1 - WILLING)


def test_a_later_hand_with_a_token_threatens_a_potion() -> None:
    """Seat 2 holds no Mage, but with a token it may turn a high card into the led suit."""
    given = {0: ["M8", "M9"], 1: ["M10"], 2: ["P11"]}
    without = _first_trick(WEIGHT_OF_ANCESTORS, given, [0, 0, 0, 0])
    with_token = _first_trick(WEIGHT_OF_ANCESTORS, given, [0, 0, 1, 0])
    assert without.chance(C("M9")) == pytest.approx(1 - WILLING)
    assert with_token.chance(C("M9")) == pytest.approx((1 - WILLING) * (1 - POTION_THREAT))


def test_a_card_under_the_trick_or_off_its_suit_cannot_take_it() -> None:
    state = start(WEIGHT_OF_ANCESTORS, {0: ["M8"], 1: ["M10", "M3", "P5"]}, void={2: "M", 3: "M"}, potions=[0, 0, 0, 0])
    play(state, "play M8")
    assert state.to_move() == (1,)
    odds = TrickOdds(state, list(state.trick), [2, 3])
    assert odds.chance(C("M3")) == 0.0
    assert odds.chance(C("P5")) == 0.0
    assert odds.chance(C("M10")) == 1.0  # no Mage left behind it, and no tokens


def test_under_the_beggars_play_the_lowest_card_is_the_threat() -> None:
    given = {0: ["M8", "M1"], 1: ["M4"]}
    odds = _first_trick(BEGGARS_PLAY, given, [0, 0, 0, 0])
    assert odds.chance(C("M1")) == 1.0  # nobody can go under it
    assert odds.chance(C("M8")) == pytest.approx(1 - WILLING)  # seat 1's 4 goes under
