"""Vazerneiros potions: the three effects, their costs, the suit rule for followers and leaders,
what may not be combined, and the tie rule (no potion beats potion, then the first played).

Every scenario runs under rumor 3 (the Weight of Ancestors), which changes only the scoring.
Seat 0 wins the auction (3 potions) and leads; the track is Mages > Barbarians > Paladins > Druids.
"""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import TrickWon
from rules.vazerneiros.actions import PlayAction, parse_action
from rules.vazerneiros.events import PotionsUsed
from tests.vazerneiros_deals import C, of_type, play, start

BASE = 3  # the Weight of Ancestors: tricks score 1.5, nothing else changes


def winner(events: list) -> int:
    return of_type(events, TrickWon)[-1].seat


def test_half_a_point_up_or_down_for_one_potion() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M6"], 2: ["M2"], 3: ["M3"]})
    assert state.potions == [3, 2, 2, 2] and state.supply == 11
    events = play(state, "play M5 +0.5")
    assert state.trick[0].value == 11 and state.trick[0].effects == ("half",)
    assert PotionsUsed(0, ("half",), 1, "M", 11) in events
    assert state.potions[0] == 2 and state.supply == 12
    play(state, "play M6 -0.5")
    assert state.trick[1].value == 11 and state.potions[1] == 1 and state.supply == 13
    events = play(state, "play M2", "play M3")
    assert winner(events) == 0, "5.5 and 5.5 tie, both potioned: the first played wins"
    assert sum(state.potions) + state.supply == 20


def test_a_follower_may_play_off_suit_only_by_turning_the_card_into_the_trick_suit() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M1", "P7"], 2: ["B5"], 3: ["M3"]}, void={2: "M"})
    play(state, "play M5")
    assert state.why_illegal(1, parse_action("play P7")) == (
        "follow suit: play one of your Mages, or turn this card into one with a potion"
    )
    assert state.why_illegal(1, parse_action("play P7 suit D")) == (
        "a follower's potion may only turn a card into the trick's suit"
    )
    assert state.why_illegal(1, parse_action("play M1 suit P")) is not None
    play(state, "play P7 suit M")
    assert state.trick[1][2:5] == ("M", 14, ("suit",)) and state.potions[1] == 1
    # seat 2 holds no Mage: any card plain, or a change into Mages only
    assert state.why_illegal(2, parse_action("play B5")) is None
    assert state.why_illegal(2, parse_action("play B5 suit P")) is not None
    events = play(state, "play B5 suit M", "play M3")
    assert winner(events) == 1, "the Paladin 7 turned Mage beats the Mage 5"


def test_the_leader_may_turn_a_card_into_any_suit_and_that_is_the_trick_suit() -> None:
    state = start(BASE, {0: ["B3"], 1: ["P2", "M7", "B9"], 2: ["P4"], 3: ["P1"]}, bids=("B11", "B10", "B8", "B7"))
    play(state, "play B3 suit P")
    assert state.trick[0].suit == "P" and state.observation(1).trick[0].suit == "P"
    assert "follow suit: play one of your Paladins" in (state.why_illegal(1, parse_action("play B9")) or "")
    assert state.why_illegal(1, parse_action("play M7")) is not None
    events = play(state, "play P2", "play P4", "play P1")
    assert winner(events) == 2


def test_a_new_number_costs_three_and_is_a_whole_number_from_0_to_11() -> None:
    state = start(BASE, {0: ["M1"], 1: ["M2"], 2: ["M3"], 3: ["M4"]})
    assert state.why_illegal(0, parse_action("play M1 number 12")) == "a new number is a whole number from 0 to 11"
    with pytest.raises(IllegalAction, match="not a number from 0 to 11"):
        parse_action("play M1 number -1")
    events = play(state, "play M1 number 11")
    assert state.trick[0].value == 22 and state.potions[0] == 0
    assert PotionsUsed(0, ("number",), 3, "M", 22) in events
    assert state.why_illegal(1, parse_action("play M2 number 11")) == "that costs 3 potions and you hold 2"
    assert not any(a.number is not None for a in state.legal_actions(1))
    assert winner(play(state, "play M2", "play M3", "play M4")) == 0


def test_a_half_applies_after_a_new_number_so_values_run_from_minus_half_to_eleven_and_a_half() -> None:
    state = start(BASE, {0: ["M1"], 1: ["M2"], 2: ["M3"], 3: ["M11"]}, potions=[4, 2, 2, 2])
    play(state, "play M1 number 11 +0.5")
    assert state.trick[0].value == 23 and state.potions[0] == 0
    play(state, "play M2 -0.5", "play M3")
    assert state.trick[1].value == 3
    assert winner(play(state, "play M11")) == 0, "11.5 beats 11"
    state = start(BASE, {0: ["M6"]}, potions=[4, 2, 2, 2])
    play(state, "play M6 number 0 -0.5")
    assert state.trick[0].value == -1 and state.trick[0].effects == ("number", "half")


def test_effects_combine_but_none_twice_on_one_card() -> None:
    for text, why in [
        ("play M2 number 3 number 4", "one number change per card"),
        ("play M2 +0.5 -0.5", "one ±0.5 per card"),
        ("play M2 +0.5 +0.5", "one ±0.5 per card"),
        ("play M2 suit P suit D", "one suit change per card"),
    ]:
        with pytest.raises(IllegalAction, match=why):
            parse_action(text)
    assert parse_action("play D2 number 11 +0.5 suit P") == PlayAction(C("D2"), 11, 1, "P")
    assert parse_action("play D2 number 11 +0.5 suit P").cost == 5
    state = start(BASE, {0: ["D2"]}, potions=[4, 2, 2, 2])
    assert state.why_illegal(0, parse_action("play D2 number 11 +0.5 suit P")) == "that costs 5 potions and you hold 4"
    play(state, "play D2 number 11 suit P")
    assert state.trick[0][2:5] == ("P", 22, ("number", "suit")) and state.potions[0] == 0 and state.supply == 14


def test_an_effect_that_changes_nothing_is_refused() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M6"]})
    assert "would change nothing" in (state.why_illegal(0, parse_action("play M5 number 5")) or "")
    assert "already of that suit" in (state.why_illegal(0, parse_action("play M5 suit M")) or "")
    play(state, "play M5")
    assert "already of that suit" in (state.why_illegal(1, parse_action("play M6 suit M")) or "")
    for seat in (0, 1):
        for action in state.legal_actions(seat):
            assert action.number != action.card.rank and action.suit != action.card.suit


def test_no_potion_without_the_tokens_and_spent_tokens_go_back_to_the_supply() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M6"], 2: ["M7"]}, potions=[0, 1, 2, 2])
    assert state.why_illegal(0, parse_action("play M5 +0.5")) == "that costs 1 potion and you hold 0"
    assert all(not a.potioned for a in state.legal_actions(0))
    play(state, "play M5")
    assert state.why_illegal(1, parse_action("play M6 number 9")) == "that costs 3 potions and you hold 1"
    assert all(a.cost <= 1 for a in state.legal_actions(1))
    supply = state.supply
    play(state, "play M6 +0.5")
    assert state.potions[1] == 0 and state.supply == supply + 1
    assert state.observation(3).potions == (0, 0, 2, 2) and state.observation(3).supply == supply + 1


@pytest.mark.parametrize("tokens,count", [(0, 1), (1, 6), (2, 12), (3, 23), (4, 78)])
def test_a_leader_is_offered_every_affordable_mix_of_effects(tokens: int, count: int) -> None:
    """One card led: plain; ±0.5 (2); three new suits; suit and ±0.5 (6); eleven new numbers;
    a number and ±0.5 (22); a number and a suit (33); all three cost 5, more than anyone holds."""
    state = start(BASE, {0: ["M5"]}, potions=[tokens, 2, 2, 2])
    plays = [a for a in state.legal_actions(0) if a.card is C("M5")]
    assert len(plays) == count and len(set(plays)) == count
    assert all(a.cost <= tokens for a in plays)


def test_a_follower_is_offered_the_suit_change_into_the_trick_suit_only() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M6", "P7"]}, potions=[3, 4, 2, 2])
    play(state, "play M5")
    legal = state.legal_actions(1)
    same = [a for a in legal if a.card is C("M6")]
    other = [a for a in legal if a.card is C("P7")]
    assert len(same) == 1 + 2 + 11 + 22 and all(a.suit is None for a in same)
    assert len(other) == 1 + 2 + 11 and all(a.suit == "M" for a in other)


def test_the_rulebook_example_the_unpotioned_eleven_beats_the_potioned_one() -> None:
    """Maria leads the Paladin 7, Carlos plays the Paladin 4, Nestor holds the Paladin 6 but plays
    the Druid 2 turned Paladin and 11 (four potions), Aline the Paladin 11: Aline wins."""
    maria, carlos, nestor, aline = 0, 1, 2, 3
    state = start(BASE, {maria: ["P7"], carlos: ["P4"], nestor: ["P6", "D2"], aline: ["P11"]}, potions=[3, 2, 4, 2])
    play(state, "play P7", "play P4")
    events = play(state, "play D2 suit P number 11")
    assert PotionsUsed(nestor, ("number", "suit"), 4, "P", 22) in events and state.potions[nestor] == 0
    events = play(state, "play P11")
    assert winner(events) == aline
    assert state.history[-1].plays[2].card is C("D2") and state.history[-1].winner == aline


def test_an_unpotioned_card_wins_a_tie_even_when_played_last() -> None:
    state = start(BASE, {0: ["M9"], 1: ["M3"], 2: ["M1"], 3: ["M8"]}, potions=[2, 4, 2, 2])
    play(state, "play M9", "play M3 number 8 +0.5", "play M1")
    assert winner(play(state, "play M8 +0.5")) == 0, "9 beats the two 8.5s"
    state = start(BASE, {0: ["M2"], 1: ["M3"], 2: ["M1"], 3: ["M8"]}, potions=[2, 3, 2, 2])
    play(state, "play M2", "play M3 number 8", "play M1")
    assert winner(play(state, "play M8")) == 3, "the unpotioned 8 beats the potioned 8 played before it"


def test_when_every_tied_card_used_potions_the_first_played_wins() -> None:
    state = start(BASE, {0: ["M2"], 1: ["M7"], 2: ["M8"], 3: ["M3"]}, potions=[2, 2, 2, 4])
    play(state, "play M2", "play M7 +0.5", "play M8 -0.5")
    events = play(state, "play M3 number 7 +0.5")
    assert [p.value for p in state.history[-1].plays] == [4, 15, 15, 15]
    assert winner(events) == 1, "three 7.5s, all potioned: the first of them wins"


def test_no_potions_in_the_auction() -> None:
    state = start(BASE)  # (only to have the cards; the auction is over)
    for text in ("bid M9 +0.5", "bid M9 number 3", "bid M9 elixir suit P"):
        with pytest.raises(IllegalAction, match="cannot read"):
            state.parse_action(text)


def test_every_legal_play_text_parses_back_to_the_very_same_action() -> None:
    """Actions are interned (rules/vazerneiros/actions.py): the text of every legal play, plain
    or potioned, parses back to the identical object."""
    state = start(BASE, {0: ["M5"], 1: ["M6", "P7"]}, potions=[4, 0, 2, 2])
    for seat, lead in ((0, "play M5"), (1, None)):
        for action in state.legal_actions(seat):
            parsed = state.parse_action(str(action))
            assert parsed == action and parsed is action, f"{action} parses to a copy"
        if lead:
            play(state, lead)


def test_the_follow_suit_refusal_offers_a_potion_only_when_one_could_be_used() -> None:
    state = start(BASE, {0: ["M5"], 1: ["M6", "D9"]}, potions=[3, 0, 3, 3])
    play(state, "play M5")
    assert state.why_illegal(1, parse_action("play D9")) == "follow suit: play one of your Mages"
    state = start(2, {0: ["M5"], 1: ["M6"], 2: ["M3"], 3: ["M4", "D9"]}, potions=[3, 3, 3, 3])
    play(state, "play M5", "play M6", "play M3")
    assert state.why_illegal(3, parse_action("play D9")) == "follow suit: play one of your Mages", (
        "the Test of Spirits: the last card takes no potion"
    )


def test_an_elixir_change_that_changes_nothing_names_the_elixir() -> None:
    state = start(8, {0: ["M5"], 1: ["M6", "D9"]})
    assert state.elixir == 0
    assert state.why_illegal(0, parse_action("play M5 elixir number 5")) == (
        "the Mage 5 is already a 5: the Elixir would change nothing"
    )
    assert state.why_illegal(0, parse_action("play M5 elixir suit M")) == (
        "the Mage 5 is already of that suit: the Elixir would change nothing"
    )
    assert state.why_illegal(0, parse_action("play M5 number 5")) == (
        "the Mage 5 is already a 5: that potion would change nothing"
    )
