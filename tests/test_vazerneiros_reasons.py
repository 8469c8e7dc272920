"""Vazerneiros: every trick says who takes it and why, in the game's words, as the rules judged it.

One scenario per kind of win: the highest card of the trick's suit, the general tie rule (no
potion beats potion, then the first played), and every rumor that changes who wins (1, 4, 5, 6,
7, 10, 11). The reason comes from ``judging.judge``, the same code that picks the winner; the
trick's line is the documented form ``Seat 3 takes trick 1 with the Barbarian 10: highest
Barbarian.``; ``counted_as`` names how a card changed by potions counted.
"""

from __future__ import annotations

import pytest

from rules.core.events import YOU, TrickWon
from rules.vazerneiros.events import FaceDownChosen
from rules.vazerneiros.judging import judge, winner_index
from rules.vazerneiros.observation import TrickPlay
from tests.vazerneiros_deals import C, of_type, play, start

BASE = 3  # the Weight of Ancestors: tricks score 1.5, who wins is the base rule


def seat(s: int) -> str:
    return f"Seat {s + 1}"


def taken(events: list) -> TrickWon:
    won = of_type(events, TrickWon)
    assert won, "the trick is over"
    return won[-1]


def test_the_highest_card_of_the_trick_suit_wins_and_the_line_has_the_documented_form() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M9"], 2: ["M7"], 3: ["P11"]}, void={3: "M"})
    won = taken(play(state, "play M5", "play M9", "play M7", "play P11"))
    assert (won.seat, won.reason, won.counted_as) == (1, "highest Mage", ())
    assert won.describe(seat) == "Seat 2 takes trick 1 with the Mage 9: highest Mage."
    assert won.describe(lambda s: YOU if s == 1 else seat(s)) == "You take trick 1 with the Mage 9: highest Mage."


def test_a_card_changed_by_potions_says_what_it_counted_as() -> None:
    state = start(BASE, {0: ["M5"], 1: ["D9"], 2: ["M7"], 3: ["M3"]}, void={1: "M"}, potions=[2, 3, 2, 2])
    won = taken(play(state, "play M5", "play D9 suit M +0.5", "play M7", "play M3"))
    assert won.seat == 1 and won.reason == "highest Mage"
    assert won.counted_as == ("", "Mage 9.5", "", "")
    assert won.describe(seat) == "Seat 2 takes trick 1 with the Druid 9 as Mage 9.5: highest Mage."


def test_no_potion_beats_potion_in_a_tie() -> None:
    state = start(BASE, {0: ["M2"], 1: ["M3"], 2: ["M1"], 3: ["M8"]}, potions=[2, 3, 2, 2])
    won = taken(play(state, "play M2", "play M3 number 8", "play M1", "play M8"))
    assert won.seat == 3 and won.reason == "tied at 8: no potion beats potion"
    assert won.counted_as == ("", "Mage 8", "", "")


def test_when_every_tied_card_used_potions_the_first_played_wins() -> None:
    state = start(BASE, {0: ["M2"], 1: ["M7"], 2: ["M8"], 3: ["M3"]}, potions=[2, 2, 2, 4])
    won = taken(play(state, "play M2", "play M7 +0.5", "play M8 -0.5", "play M3 number 7 +0.5"))
    assert won.seat == 1 and won.reason == "tied at 7.5: the first played wins"


def test_rumor_1_a_zero_beats_the_eleven() -> None:
    state = start(1, {0: ["M11"], 1: ["M0"], 2: ["M5"], 3: ["M6"]})
    won = taken(play(state, "play M11", "play M0", "play M5", "play M6"))
    assert won.seat == 1 and won.reason == "a 0 beats the 11 under The Unexpected Challenger"
    state = start(1, {0: ["M10"], 1: ["M0"], 2: ["M5"], 3: ["M6"]})
    assert taken(play(state, "play M10", "play M0", "play M5", "play M6")).reason == "highest Mage"


def test_rumor_1_several_zeros_say_the_tie_rule() -> None:
    state = start(1, {0: ["M11"], 1: ["M3"], 2: ["M0"], 3: ["M6"]}, potions=[3, 3, 2, 2])
    won = taken(play(state, "play M11", "play M3 number 0", "play M0", "play M6"))
    assert won.seat == 2
    assert won.reason == "a 0 beats the 11 under The Unexpected Challenger (tied at 0: no potion beats potion)"


def test_rumor_4_a_zero_is_a_trump_and_the_track_ranks_several() -> None:
    state = start(4, {0: ["M11"], 1: ["D0"], 2: ["M5"], 3: ["M6"]}, void={1: "M"})
    won = taken(play(state, "play M11", "play D0", "play M5", "play M6"))
    assert won.seat == 1 and won.reason == "a 0 is a trump under The Hidden Artifact"
    state = start(4, {0: ["M5"], 1: ["M0"], 2: ["P0"], 3: ["M6"]}, void={2: "M"})
    won = taken(play(state, "play M5", "play M0", "play P0", "play M6"))
    assert won.seat == 1 and won.reason == "the 0 of the suit highest on the track under The Hidden Artifact"
    state = start(4, {0: ["M5"], 1: ["M0"], 2: ["M3"], 3: ["M6"]}, potions=[3, 2, 3, 2])
    won = taken(play(state, "play M5", "play M0 -0.5", "play M3 number 0", "play M6"))
    assert won.seat == 2 and won.reason == "0 beats -0.5 under The Hidden Artifact"


def test_rumor_5_highest_trump() -> None:
    state = start(5, {0: ["M11"], 1: ["P2"], 2: ["P5"], 3: ["M6"]}, void={1: "M", 2: "M"}, trump="P")
    won = taken(play(state, "play M11", "play P2", "play P5", "play M6"))
    assert won.seat == 2 and won.reason == "highest trump"
    state = start(5, {0: ["M3"], 1: ["M9"], 2: ["M1"], 3: ["M2"]}, void={1: "P", 2: "P", 3: "P"}, trump="D")
    assert taken(play(state, "play M3", "play M9", "play M1", "play M2")).reason == "highest Mage", "no trump played"


def test_rumor_6_second_highest() -> None:
    state = start(6, {0: ["M5"], 1: ["M9"], 2: ["M7"], 3: ["P11"]}, void={3: "M"})
    won = taken(play(state, "play M5", "play M9", "play M7", "play P11"))
    assert won.seat == 2 and won.reason == "second-highest Mage under The Scoundrel's Strike"
    state = start(6, {0: ["M5"], 1: ["P11"], 2: ["D10"], 3: ["P9"]}, void={1: "M", 2: "M", 3: "M"})
    won = taken(play(state, "play M5", "play P11", "play D10", "play P9"))
    assert won.seat == 0 and won.reason == "the only Mage takes it under The Scoundrel's Strike"
    state = start(6, {0: ["M5"], 1: ["M9"], 2: ["M3"], 3: ["M2"]}, potions=[3, 2, 3, 2])
    won = taken(play(state, "play M5", "play M9", "play M3 number 9", "play M2"))
    assert won.seat == 2
    assert won.reason == "second-highest Mage under The Scoundrel's Strike (tied at 9: no potion ranks higher)"


def test_rumor_7_lowest_and_its_own_tie_rule() -> None:
    state = start(7, {0: ["M5"], 1: ["M9"], 2: ["M2"], 3: ["B0"]}, void={3: "M"})
    won = taken(play(state, "play M5", "play M9", "play M2", "play B0"))
    assert won.seat == 2 and won.reason == "lowest Mage under The Beggar's Play"
    state = start(7, {0: ["M5"], 1: ["M2"], 2: ["M4"], 3: ["M9"]}, potions=[3, 3, 3, 2])
    won = taken(play(state, "play M5", "play M2", "play M4 number 2", "play M9"))
    assert won.seat == 2 and won.reason == "tied at 2: a potion counts lower under The Beggar's Play"
    state = start(7, {0: ["M5"], 1: ["M1"], 2: ["M2"], 3: ["M9"]}, potions=[3, 3, 3, 2])
    won = taken(play(state, "play M5", "play M1 +0.5", "play M2 -0.5", "play M9"))
    assert won.seat == 2 and won.reason == "tied at 1.5: the last played wins under The Beggar's Play"


def test_rumor_10_highest_number_of_any_suit_and_the_track_for_ties() -> None:
    state = start(10, {0: ["M5"], 1: ["M2", "P11"], 2: ["M9"], 3: ["M10"]})
    won = taken(play(state, "play M5", "play P11", "play M9", "play M10"))
    assert won.seat == 1 and won.reason == "highest number under The Favor of the Gods"
    state = start(10, {0: ["P9"], 1: ["B9"], 2: ["D9"], 3: ["M3"]}, bids=("B11", "B10", "D0", "P0"))
    won = taken(play(state, "play P9", "play B9", "play D9", "play M3"))
    assert won.seat == 1 and won.reason == "tied at 9: the Barbarians stand higher on the track"


def test_rumor_11_the_track_breaks_a_tie_of_new_suits() -> None:
    state = start(11, {0: ["P5", "P6"], 1: ["D5", "P1"], 2: ["M5", "M11"], 3: ["B5", "B6"]}, void={1: "D"})
    won = taken(play(state, "play P5", "play D5", "play M5", "play B5"))
    assert won.seat == 2 and won.reason == "tied at 5: the Mages stand higher on the track"


def test_a_face_down_card_tells_only_its_player_what_it_is_and_counts_as_revealed() -> None:
    state = start(9, {0: ["M5"], 1: ["M9"], 2: ["M2"], 3: ["M3"]})
    play(state, "play M5")
    events = play(state, "play M9 +0.5")
    (own,) = of_type(events, FaceDownChosen)
    assert own.visible_to == frozenset({1}) and own.describe(seat) == (
        "Seat 2's face-down card, hidden from the others until the trick turns up: the Mage 9, as Mage 9.5.")
    won = taken(play(state, "play M2", "play M3"))
    assert won.seat == 1 and won.cards[1] == (1, C("M9")) and won.shown_as(1) == "Mage 9.5"


@pytest.mark.parametrize("rumor", [None, 1, 4, 5, 6, 7, 10, 11])
def test_winner_index_is_judges_winner(rumor: int | None) -> None:
    """The bots' ``winner_index`` is the same judgement as the trick's line."""
    plays = (TrickPlay(0, C("M11"), "M", 22, ()), TrickPlay(1, C("M0"), "M", 0, ()),
             TrickPlay(2, C("P0"), "P", 0, ()), TrickPlay(3, C("B9"), "M", 18, ("suit",)))
    index, reason = judge(plays, rumor, "MBPD", "P")
    assert winner_index(plays, rumor, "MBPD", "P") == index and reason and not reason.endswith(".")


