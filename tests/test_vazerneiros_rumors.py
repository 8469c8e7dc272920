"""Vazerneiros: every one of the 18 rumor cards in scenarios built from fixed deals.

Unless a test says otherwise: 4 players, the track Mages > Barbarians > Paladins > Druids, seat
0 wins the auction with the Barbarian 11 (3 potions, the others 2) and leads the first trick.
RULINGS.md ("Vazerneiros") is the authority where the rulebook's cards leave room.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.events import CardPlayed, RoundScored, TrickWon
from rules.vazerneiros.actions import parse_action
from rules.vazerneiros.events import (
    CardExchanged,
    ElixirSpent,
    FaceDownChosen,
    FaceDownPlayed,
    HandRevealed,
    LeaderChosen,
    PotionsUsed,
    TableCardsTaken,
    TrickRevealed,
    TrumpChosen,
)
from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.scoring import round_scores
from rules.vazerneiros.state import VazerneirosState
from tests.card_walk import cards_in
from tests.vazerneiros_deals import (
    BIDS,
    C,
    act,
    auction,
    codes,
    fill_hands,
    finish_round,
    new_state,
    of_type,
    offered_with,
    play,
    set_potions,
    simple_action,
    start,
)


def winner(events: list) -> int:
    return of_type(events, TrickWon)[-1].seat


def tricks_won(events: list, players: int = 4) -> list[int]:
    won = [0] * players
    for t in of_type(events, TrickWon):
        won[t.seat] += 1
    return won


def reason(state: VazerneirosState, seat: int, text: str) -> str:
    """Why ``seat`` may not take the action ``text`` names now; "" if it may."""
    return state.why_illegal(seat, parse_action(text)) or ""


# --- 1 The Unexpected Challenger -----------------------------------------------------------------


def test_rumor_1_a_zero_of_the_trick_suit_beats_its_eleven() -> None:
    state = start(1, {0: ["M11"], 1: ["M0"], 2: ["M5"], 3: ["M6"]})
    assert winner(play(state, "play M11", "play M0", "play M5", "play M6")) == 1


def test_rumor_1_without_an_eleven_the_zero_is_just_low() -> None:
    state = start(1, {0: ["M10"], 1: ["M0"], 2: ["M5"], 3: ["M6"]})
    assert winner(play(state, "play M10", "play M0", "play M5", "play M6")) == 0


def test_rumor_1_a_zero_of_another_suit_loses_even_beside_its_own_eleven() -> None:
    state = start(1, {0: ["M5"], 1: ["P11"], 2: ["P0"], 3: ["M6"]}, void={1: "M", 2: "M"})
    assert winner(play(state, "play M5", "play P11", "play P0", "play M6")) == 3


def test_rumor_1_counts_an_effective_zero_and_an_effective_eleven() -> None:
    state = start(1, {0: ["M11"], 1: ["M0"], 2: ["M5"], 3: ["M6"]})
    assert winner(play(state, "play M11 +0.5", "play M0 -0.5", "play M5", "play M6")) == 1
    state = start(1, {0: ["M4"], 1: ["M7"], 2: ["M5"], 3: ["M6"]}, potions=[3, 3, 2, 2])
    assert winner(play(state, "play M4 number 11", "play M7 number 0", "play M5", "play M6")) == 1


def test_rumor_1_several_zeros_follow_the_tie_rule() -> None:
    state = start(1, {0: ["M11"], 1: ["M3"], 2: ["M0"], 3: ["M6"]}, potions=[3, 3, 2, 2])
    assert winner(play(state, "play M11", "play M3 number 0", "play M0", "play M6")) == 2


# --- 2 The Test of Spirits -----------------------------------------------------------------------


def test_rumor_2_the_first_and_last_card_take_no_potions() -> None:
    state = start(2, {0: ["M5"], 1: ["M6"], 2: ["M7"], 3: ["M8", "P2"]})
    spirits = "the Test of Spirits: the first and last card of a trick take no potions"
    assert reason(state, 0, "play M5 +0.5") == spirits
    assert reason(state, 0, "play M5 suit P") == spirits
    assert not any(a.potioned for a in state.legal_actions(0))
    play(state, "play M5")
    assert any(a.potioned for a in state.legal_actions(1)) and reason(state, 1, "play M6 +0.5") == ""
    play(state, "play M6 +0.5", "play M7 -0.5")
    assert reason(state, 3, "play M8 +0.5") == spirits
    assert reason(state, 3, "play P2 suit M") == spirits
    assert not any(a.potioned for a in state.legal_actions(3))
    events = play(state, "play M8")
    assert winner(events) == 3 and state.potions == [3, 1, 1, 2]


# --- 3 The Weight of Ancestors -------------------------------------------------------------------


def test_rumor_3_every_trick_is_worth_one_and_a_half_never_rounded() -> None:
    state = start(3, players=3)
    events = finish_round(state)
    won = tricks_won(events, 3)
    points = of_type(events, RoundScored)[0].points
    assert points == tuple(1.5 * w for w in won)
    assert any(p % 1 == 0.5 for p in points), "this deal leaves someone on a half point"
    assert state.scores() == points


# --- 4 The Hidden Artifact -----------------------------------------------------------------------


def test_rumor_4_a_zero_of_any_suit_is_a_trump() -> None:
    state = start(4, {0: ["M11"], 1: ["D0"], 2: ["M5"], 3: ["M6"]}, void={1: "M"})
    assert winner(play(state, "play M11", "play D0", "play M5", "play M6")) == 1


def test_rumor_4_a_card_made_zero_is_a_trump_too() -> None:
    state = start(4, {0: ["M11"], 1: ["B5"], 2: ["M5"], 3: ["M6"]}, void={1: "M"}, potions=[3, 3, 2, 2])
    assert winner(play(state, "play M11", "play B5 number 0", "play M5", "play M6")) == 1


@pytest.mark.parametrize("track,won", [("MBPD", 1), ("DPBM", 2)])
def test_rumor_4_among_zeros_the_suit_higher_on_the_track_wins(track: str, won: int) -> None:
    state = start(4, {0: ["M5"], 1: ["M0"], 2: ["P0"], 3: ["M6"]}, void={2: "M"}, track=track)
    assert winner(play(state, "play M5", "play M0", "play P0", "play M6")) == won


def test_rumor_4_the_track_ranks_trumps_before_their_values() -> None:
    """A Mage -0.5 (Mages top the track) beats a Paladin 0."""
    state = start(4, {0: ["M5"], 1: ["M0"], 2: ["P0"], 3: ["M6"]}, void={2: "M"})
    assert winner(play(state, "play M5", "play M0 -0.5", "play P0", "play M6")) == 1


def test_rumor_4_in_one_suit_zero_beats_minus_a_half() -> None:
    """Both potioned, the -0.5 played first: the value decides, not the tie rule."""
    state = start(4, {0: ["M5"], 1: ["M0"], 2: ["M3"], 3: ["M6"]}, potions=[3, 2, 3, 2])
    assert winner(play(state, "play M5", "play M0 -0.5", "play M3 number 0", "play M6")) == 2


def test_rumor_4_an_exact_tie_between_zeros_uses_the_tie_rule() -> None:
    state = start(4, {0: ["M5"], 1: ["M3"], 2: ["M0"], 3: ["M6"]}, potions=[3, 3, 2, 2])
    assert winner(play(state, "play M5", "play M3 number 0", "play M0", "play M6")) == 2


def test_rumor_4_following_suit_is_unchanged() -> None:
    state = start(4, {0: ["M5"], 1: ["M2", "B0"]})
    play(state, "play M5")
    assert reason(state, 1, "play B0").startswith("follow suit")


# --- 5 The Choice of Fate ------------------------------------------------------------------------


def test_rumor_5_the_winner_names_trumps_marked_with_a_token_from_the_supply() -> None:
    state = new_state(4, rumors=offered_with(5))
    auction(state)
    act(state, 0, "rumor 5")
    assert state.phase == "trump" and state.to_move() == (0,) and state.supply == 11
    assert [str(a) for a in state.legal_actions(0)] == ["trump B", "trump D", "trump M", "trump P"]
    assert reason(state, 0, "play B0") == "name the trump suit, like 'trump P'"
    events = act(state, 0, "trump Paladins")
    assert events[0] == TrumpChosen(0, "P", True)
    assert state.trump == "P" and state.supply == 10 and state.observation(2).trump_marker
    assert state.to_move() == (0,) and state.observation(3).trump == "P"


def test_rumor_5_the_highest_trump_takes_the_trick() -> None:
    state = start(5, {0: ["M11"], 1: ["P2"], 2: ["P5"], 3: ["M6"]}, void={1: "M", 2: "M"}, trump="P")
    assert winner(play(state, "play M11", "play P2", "play P5", "play M6")) == 2


def test_rumor_5_the_leader_may_turn_a_card_trump_but_a_follower_only_into_the_led_suit() -> None:
    state = start(5, {0: ["M3"], 1: ["B5"], 2: ["M1"]}, void={1: "M"}, trump="P")
    play(state, "play M3")
    assert reason(state, 1, "play B5 suit P") == "a follower's potion may only turn a card into the trick's suit"
    state = start(5, {0: ["M3"], 1: ["M9"], 2: ["M1"], 3: ["M2"]}, void={1: "P", 2: "P", 3: "P"}, trump="P")
    events = play(state, "play M3 suit P", "play M9", "play M1", "play M2")
    assert winner(events) == 0 and state.history[0].plays[0].suit == "P"


def test_rumor_5_the_marker_returns_to_the_supply_at_the_round_end() -> None:
    state = start(5, trump="D")
    assert state.trump_marker and sum(state.potions) + state.supply == 19
    finish_round(state)
    assert state.round_no == 2 and not state.trump_marker and state.trump is None
    assert sum(state.potions) + state.supply == 20


def test_rumor_5_with_an_empty_supply_the_marker_is_only_for_show() -> None:
    state = new_state(4, rumors=offered_with(5))
    auction(state)
    act(state, 0, "rumor 5")
    state.supply = 0
    events = act(state, 0, "trump M")
    assert events[0] == TrumpChosen(0, "M", False) and state.supply == 0 and state.trump == "M"
    finish_round(state)
    assert state.supply == 0, "no marker token to give back"


# --- 6 The Scoundrel's Strike --------------------------------------------------------------------


def test_rumor_6_the_second_highest_of_the_trick_suit_wins() -> None:
    state = start(6, {0: ["M5"], 1: ["M9"], 2: ["M7"], 3: ["P11"]}, void={3: "M"})
    assert winner(play(state, "play M5", "play M9", "play M7", "play P11")) == 2


def test_rumor_6_a_lone_card_of_the_trick_suit_wins() -> None:
    state = start(6, {0: ["M5"], 1: ["P11"], 2: ["D10"], 3: ["P9"]}, void={1: "M", 2: "M", 3: "M"})
    assert winner(play(state, "play M5", "play P11", "play D10", "play P9")) == 0


def test_rumor_6_ties_are_ranked_by_the_tie_rule_first() -> None:
    state = start(6, {0: ["M5"], 1: ["M9"], 2: ["M3"], 3: ["M2"]}, potions=[3, 2, 3, 2])
    assert winner(play(state, "play M5", "play M9", "play M3 number 9", "play M2")) == 2


# --- 7 The Beggar's Play -------------------------------------------------------------------------


def test_rumor_7_the_lowest_of_the_trick_suit_wins() -> None:
    state = start(7, {0: ["M5"], 1: ["M9"], 2: ["M2"], 3: ["B0"]}, void={3: "M"})
    assert winner(play(state, "play M5", "play M9", "play M2", "play B0")) == 2


@pytest.mark.parametrize("first,second,won", [
    ("M2", "M4 number 2", 2),  # the potioned 2 counts lower, played last
    ("M4 number 2", "M2", 1),  # the potioned 2 counts lower, played first
    ("M1 +0.5", "M2 -0.5", 2),  # both potioned: the last played
])
def test_rumor_7_ties_its_own_way_potioned_is_lower_then_the_last_played(first: str, second: str, won: int) -> None:
    state = start(7, {0: ["M5"], 1: [first.split()[0]], 2: [second.split()[0]], 3: ["M9"]}, potions=[3, 3, 3, 2])
    assert winner(play(state, "play M5", f"play {first}", f"play {second}", "play M9")) == won


# --- 8 The Alchemy Elixir ------------------------------------------------------------------------


def test_rumor_8_the_elixir_sets_a_number_for_free_and_loses_ties_like_a_potion() -> None:
    state = start(8, {0: ["M5"], 1: ["M11"], 2: ["M2"], 3: ["M3"]})
    assert state.potions == [2, 2, 2, 2] and state.elixir == 0
    assert reason(state, 1, "play M11 elixir number 3") == "it is not your turn"
    events = play(state, "play M5 elixir number 11")
    assert PotionsUsed(0, ("elixir number",), 0, "M", 22) in events and ElixirSpent(0, True) in events
    assert state.potions[0] == 2 and state.elixir is None and state.observation(1).elixir is None
    events = play(state, "play M11", "play M2", "play M3")
    assert winner(events) == 1, "the Elixir counts as a potion: the printed 11 wins the tie"


def test_rumor_8_only_its_holder_uses_the_elixir_and_only_once() -> None:
    state = start(8, {0: ["M5", "M6"], 1: ["M7"], 2: ["M2"], 3: ["M3"]})
    assert any(a.elixir for a in state.legal_actions(0))
    play(state, "play M5 elixir number 11")
    assert reason(state, 1, "play M7 elixir number 11") == "you do not hold the Alchemy Elixir"
    assert not any(a.elixir for a in state.legal_actions(1))
    assert winner(play(state, "play M7", "play M2", "play M3")) == 0
    assert reason(state, 0, "play M6 elixir number 9") == "you do not hold the Alchemy Elixir"
    assert not any(a.elixir for a in state.legal_actions(0))


def test_rumor_8_a_leader_turns_a_card_into_any_suit_with_the_elixir() -> None:
    state = start(8, {0: ["B3"]}, potions=[0, 2, 2, 2])
    lead = [a for a in state.legal_actions(0) if a.card is C("B3") and a.elixir == "suit"]
    assert {a.suit for a in lead} == {"D", "M", "P"}
    assert not any(a.cost for a in state.legal_actions(0)), "no tokens: only the Elixir's free changes"
    play(state, "play B3 elixir suit P")
    assert state.trick[0][2:5] == ("P", 6, ("elixir suit",)) and state.potions[0] == 0


def test_rumor_8_a_follower_turns_into_the_trick_suit_with_the_elixir() -> None:
    state = start(8, {0: ["D1", "B3"], 1: ["D9", "P5"], 2: ["D2", "P1"], 3: ["D3", "P2"]}, void={0: "P"})
    assert winner(play(state, "play D1", "play D9", "play D2", "play D3")) == 1
    play(state, "play P5", "play P1", "play P2")
    assert state.to_move() == (0,)
    assert reason(state, 0, "play B3 elixir suit D") == "a follower's potion may only turn a card into the trick's suit"
    play(state, "play B3 elixir suit P +0.5")
    assert state.history[-1].plays[3][2:5] == ("P", 7, ("half", "elixir suit")) and state.potions[0] == 1


def test_rumor_8_the_elixir_combines_with_potions_but_not_with_the_same_change() -> None:
    for text, why in [
        ("play M5 number 3 elixir number 4", "one number change per card"),
        ("play M5 suit P elixir suit D", "one suit change per card"),
        ("play M5 elixir number 3 elixir suit P", "the Elixir pays for one effect"),
        ("play M5 elixir +0.5", "actions look like"),
        ("play M5 elixir", "say what the Elixir does"),
    ]:
        with pytest.raises(ValueError, match=why):
            parse_action(text)
    state = start(8, {0: ["M5"]})
    events = play(state, "play M5 elixir number 10 suit P +0.5")
    assert PotionsUsed(0, ("elixir number", "half", "suit"), 2, "P", 21) in events
    assert state.potions[0] == 0 and state.supply == 14


def test_rumor_8_an_unused_elixir_is_lost_at_the_round_end() -> None:
    state = start(8)
    events = finish_round(state)
    assert ElixirSpent(0, False) in events
    assert state.round_no == 2 and state.elixir is None and state.observation(0).elixir is None


# --- 9 The Mysterious Veil -----------------------------------------------------------------------


def test_rumor_9_followers_play_face_down_with_their_potions_public() -> None:
    state = start(9, {0: ["M5"], 1: ["M9"], 2: ["M2", "B3"], 3: ["M8"]})
    events = play(state, "play M5")
    assert of_type(events, CardPlayed) and not state.trick[0].face_down
    events = play(state, "play M9 +0.5")
    assert events == [FaceDownChosen(1, C("M9"), "M", 19), FaceDownPlayed(1, 1, None), PotionsUsed(1, ("half",), 1, None, None)]
    assert events[0].visible_to == frozenset({1}) and events[0].counted_as == "Mage 9.5"
    for seat in (0, 2, 3):
        shown = state.observation(seat).trick[1]
        assert shown == TrickPlay(1, None, None, None, ("half",), True)
        assert C("M9") in state.hidden_cards(seat) and C("M9") not in cards_in(state.observation(seat))
        assert state.observation(seat).potions[1] == 1
    assert state.observation(1).trick[1] == TrickPlay(1, C("M9"), "M", 19, ("half",), True)
    assert C("M9") not in state.hidden_cards(1)
    assert reason(state, 2, "play B3").startswith("follow suit"), "face down, still following suit"
    play(state, "play M2")
    events = play(state, "play M8")
    revealed = of_type(events, TrickRevealed)[0]
    assert revealed.plays == ((0, C("M5"), "M", 10), (1, C("M9"), "M", 19), (2, C("M2"), "M", 4), (3, C("M8"), "M", 16))
    assert winner(events) == 1 and events.index(revealed) < events.index(of_type(events, TrickWon)[0])
    assert C("M9") in cards_in(state.observation(0)) and C("M9") not in state.hidden_cards(0)
    assert all(not p.face_down for p in state.history[0].plays)


# --- 10 The Favor of the Gods --------------------------------------------------------------------


def test_rumor_10_no_need_to_follow_and_the_highest_number_of_any_suit_wins() -> None:
    state = start(10, {0: ["M5"], 1: ["M2", "P11"], 2: ["M9"], 3: ["M10"]})
    assert state.potions[0] == 4
    play(state, "play M5")
    assert reason(state, 1, "play P11") == ""
    assert reason(state, 1, "play P11 suit D") == "a follower's potion may only turn a card into the trick's suit"
    assert winner(play(state, "play P11", "play M9", "play M10")) == 1


def test_rumor_10_a_tie_goes_to_the_suit_higher_on_the_track() -> None:
    state = start(10, {0: ["P9"], 1: ["B9"], 2: ["D9"], 3: ["M3"]}, bids=("B11", "B10", "D0", "P0"))
    assert winner(play(state, "play P9", "play B9", "play D9", "play M3")) == 1


def test_rumor_10_the_track_comes_before_the_potion_tie_rule() -> None:
    state = start(10, {0: ["M3"], 1: ["B9"], 2: ["D2"], 3: ["P1"]}, bids=("B11", "B10", "D0", "P0"))
    assert winner(play(state, "play M3 number 9", "play B9", "play D2", "play P1")) == 0
    state = start(10, {0: ["M3"], 1: ["M9"], 2: ["D2"], 3: ["P1"]})
    assert winner(play(state, "play M3 number 9", "play M9", "play D2", "play P1")) == 1, "same suit: the tie rule"


# --- 11 The Ritual of Paths ----------------------------------------------------------------------

RITUAL = {0: ["P5", "P6"], 1: ["D5", "P1"], 2: ["M5", "M11"], 3: ["B5", "B6"]}


def test_rumor_11_each_card_must_be_of_a_new_suit_and_the_track_breaks_ties() -> None:
    state = start(11, RITUAL, void={1: "D"})
    play(state, "play P5")
    assert reason(state, 1, "play P1") == "the Ritual of Paths: play a card of a suit not yet in this trick"
    play(state, "play D5")
    assert reason(state, 2, "play M11 suit D") == "the Ritual of Paths: a new suit must be one not yet in this trick"
    events = play(state, "play M5", "play B5")
    assert winner(events) == 2, "four 5s: the Mage is highest on the track"


def test_rumor_11_a_stuck_player_shows_their_hand_and_the_round_ends() -> None:
    state = start(11, RITUAL, void={1: "D"}, potions=[3, 0, 2, 2])
    play(state, "play P5", "play D5", "play M5", "play B5")
    hand = tuple(state.hands[1])
    assert not any(c.suit == "D" for c in hand)
    events = play(state, "play M11", "play B6", "play P6")
    assert of_type(events, HandRevealed) == [HandRevealed(1, hand)]
    scored = of_type(events, RoundScored)[0]
    assert scored.round_no == 1 and scored.points == (0.0, 0.0, 1.0, 0.0), "the cut trick scores for nobody"
    assert len(of_type(events, TrickWon)) == 0 and state.round_no == 2


def test_rumor_11_a_player_who_can_potion_into_a_new_suit_must() -> None:
    state = start(11, RITUAL, void={1: "D"}, potions=[3, 1, 2, 2])
    play(state, "play P5", "play D5", "play M5", "play B5")
    play(state, "play M11", "play B6", "play P6")
    legal = state.legal_actions(1)
    assert legal and all(a.suit == "D" for a in legal)
    assert reason(state, 1, "play P1 suit B") == "the Ritual of Paths: a new suit must be one not yet in this trick"
    events = play(state, "play P1 suit D")
    assert not of_type(events, HandRevealed) and winner(events) == 2


def test_rumor_11_ending_the_last_round_leaves_the_shown_hand_in_the_observation() -> None:
    """Rounds 1-3 played out, round 4 fixed: the Ritual ends the game with seat 1's hand shown."""
    hands = fill_hands(4, {s: [BIDS[s], *RITUAL[s]] for s in range(4)}, {1: "D"})
    deck = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, 15, 12, 13, 14]
    deal = {"rumor_deck": deck, "rounds": [{}, {}, {}, {"hands": hands, "track": list("MBPD")}]}
    state = VazerneirosState(4, {}, 0, deal=deal)
    while state.round_no < 4:
        seat = state.to_move()[0]
        state.apply(seat, simple_action(state, seat))
    assert state.offered == (11, 10, 15)
    auction(state)
    act(state, 0, "rumor 11")
    set_potions(state, [3, 0, 2, 2])
    play(state, "play P5", "play D5", "play M5", "play B5")
    hand = tuple(state.hands[1])
    events = play(state, "play M11", "play B6", "play P6")
    assert state.is_over() and state.rounds[-1].points == (0.0, 0.0, 1.0, 0.0)
    obs = state.observation(3)
    assert obs.revealed_hand == hand and obs.ended_early and of_type(events, HandRevealed) == [HandRevealed(1, hand)]
    assert obs.history[-1].winner is None and [p.seat for p in obs.history[-1].plays] == [2, 3, 0]
    assert obs.history[-1].taken == () and obs.tricks_won == (0, 0, 1, 0)


def test_rumor_11_with_five_players_one_suit_may_show_twice() -> None:
    given = {0: ["M5"], 1: ["B0", "M7"], 2: ["M8", "B1", "P2"], 3: ["B2", "P3", "D3"], 4: ["D4"]}
    state = start(11, given, players=5)
    play(state, "play M5")
    assert reason(state, 1, "play M7") == "" and reason(state, 1, "play B0 suit M") == ""
    play(state, "play B0")
    assert reason(state, 2, "play M8") == "", "no suit twice yet: a Mage may come again"
    play(state, "play M8")
    assert reason(state, 3, "play B2") == "the Ritual of Paths: play a card of a suit not yet in this trick"
    assert reason(state, 3, "play B2 suit M") != ""
    events = play(state, "play P3", "play D4")
    assert winner(events) == 2


# --- 12 The Price of Greed -----------------------------------------------------------------------


def test_rumor_12_two_points_a_trick_but_the_most_tricks_score_nothing() -> None:
    state = start(12)
    events = finish_round(state)
    won = tricks_won(events)
    most = max(won)
    points = of_type(events, RoundScored)[0].points
    assert points == tuple(0.0 if w == most else 2.0 * w for w in won)
    assert any(p > 0 for p in points)
    assert round_scores(12, [3, 3, 2, 2], [[]] * 4)[0] == (0, 0, 8, 8), "a tie for the most: all score 0"


# --- 13 The Whispers of the Fallen ---------------------------------------------------------------


def test_rumor_13_the_losers_swap_from_the_winners_left_any_table_card_even_their_own() -> None:
    state = start(13, {0: ["M9", "M1"], 1: ["M3", "P7"], 2: ["M4", "D8"], 3: ["M5", "B1"]})
    events = play(state, "play M9", "play M3 +0.5", "play M4", "play M5")
    assert winner(events) == 0 and state.phase == "exchange" and state.to_move() == (1,)
    assert state.potions[1] == 1
    legal = state.legal_actions(1)
    assert len(legal) == len(state.hands[1]) * 4
    assert reason(state, 0, "exchange B11 for M9") == "it is not your turn"
    assert reason(state, 1, "play P7") != ""
    assert reason(state, 1, "exchange P7 for B1") == "the Barbarian 1 is not on the table"
    act(state, 1, "exchange P7 for M3")
    assert C("M3") in state.hands[1] and state.potions[1] == 1, "taken back printed, its potion lost"
    assert codes(state.table_cards) == ["M4", "M5", "M9", "P7"] and state.to_move() == (2,)
    assert C("M3") in state.observation(3).known_in_hands[1]
    act(state, 2, "exchange D8 for P7")
    events = act(state, 3, "exchange B1 for M9")
    assert events[0] == CardExchanged(3, C("B1"), C("M9"))
    taken = of_type(events, TableCardsTaken)[0]
    assert taken.seat == 0 and codes(taken.cards) == ["B1", "D8", "M4", "M5"]
    assert codes(state.piles[0]) == ["B1", "D8", "M4", "M5"] and codes(state.history[0].taken) == codes(taken.cards)
    assert state.phase == "trick" and state.to_move() == (0,)
    play(state, "play M1", "play M3")
    assert state.trick[1][2:5] == ("M", 6, ()), "the Mage 3 comes back as printed"


def test_rumor_13_the_swaps_start_left_of_whoever_won() -> None:
    state = start(13, {0: ["M2"], 1: ["M3"], 2: ["M11"], 3: ["M5"]})
    play(state, "play M2", "play M3", "play M11", "play M5")
    order = []
    while state.phase == "exchange":
        (seat,) = state.to_move()
        order.append(seat)
        act(state, seat, str(state.legal_actions(seat)[0]))
    assert order == [3, 0, 1] and state.to_move() == (2,)


def test_rumor_13_no_swaps_after_the_last_trick() -> None:
    state = start(13)
    events = finish_round(state)
    assert len(of_type(events, TrickWon)) == 10
    assert len(of_type(events, CardExchanged)) == 9 * 3 and len(of_type(events, TableCardsTaken)) == 9
    last = max(i for i, e in enumerate(events) if isinstance(e, TrickWon))
    assert not of_type(events[last:], CardExchanged)


# --- 14 The Turnaround of the Lessers ------------------------------------------------------------


def test_rumor_14_the_fewest_tricks_gain_two_points_ties_included() -> None:
    state = start(14)
    events = finish_round(state)
    won = tricks_won(events)
    fewest = min(won)
    points = of_type(events, RoundScored)[0].points
    assert points == tuple(w + (2.0 if w == fewest else 0.0) for w in won)
    halves, lines = round_scores(14, [4, 1, 1, 4], [[]] * 4)
    assert halves == (8, 6, 6, 8) and lines[1][-1].points == 2
    assert round_scores(14, [5, 0, 3, 2], [[]] * 4)[0] == (10, 4, 6, 4)


# --- 15 The Game of Light and Shadows ------------------------------------------------------------


def test_rumor_15_zero_and_seven_to_eleven_go_face_down_by_the_printed_number() -> None:
    state = start(15, {0: ["M9"], 1: ["M3"], 2: ["M2"], 3: ["M8"]}, potions=[3, 2, 3, 3])
    events = play(state, "play M9")
    assert events == [FaceDownChosen(0, C("M9"), "M", 18), FaceDownPlayed(0, 1, "M")]
    assert state.observation(1).trick[0] == TrickPlay(0, None, "M", None, (), True)
    events = play(state, "play M3")
    assert of_type(events, CardPlayed) and not state.trick[1].face_down
    events = play(state, "play M2 number 10")
    assert not state.trick[2].face_down and state.observation(0).trick[2].value == 20, "printed 2: face up"
    events = play(state, "play M8 number 1")
    assert events[1] == FaceDownPlayed(3, 1, None), "printed 8: face down though it is now a 1"
    revealed = of_type(events, TrickRevealed)[0]
    assert [v for _, _, _, v in revealed.plays] == [18, 6, 20, 2]
    assert winner(events) == 2


def test_rumor_15_a_face_down_lead_names_its_suit_after_potions() -> None:
    state = start(15, {0: ["M9"], 1: ["P1", "M3"]})
    events = play(state, "play M9 suit P")
    assert events[1] == FaceDownPlayed(0, 1, "P")
    assert state.observation(1).trick[0].suit == "P" and state.observation(1).trick[0].card is None
    assert reason(state, 1, "play M3").startswith("follow suit: play one of your Paladins")


def test_rumor_15_a_zero_goes_face_down_and_still_follows_suit() -> None:
    state = start(15, {0: ["M4"], 1: ["M0", "B2"]})
    play(state, "play M4")
    assert reason(state, 1, "play B2").startswith("follow suit")
    events = play(state, "play M0")
    assert events[1] == FaceDownPlayed(1, 1, None)
    assert state.observation(2).trick[1].card is None and C("M0") in state.hidden_cards(2)


# --- 16 The Cursed Crown -------------------------------------------------------------------------


def test_rumor_16_the_trick_winner_chooses_the_next_leader() -> None:
    state = start(16, {0: ["M2"], 1: ["M3"], 2: ["M11"], 3: ["M5"]})
    play(state, "play M2", "play M3", "play M11", "play M5")
    assert state.phase == "leader" and state.to_move() == (2,)
    assert [str(a) for a in state.legal_actions(2)] == ["lead 0", "lead 1", "lead 2", "lead 3"]
    assert reason(state, 2, "lead 7") == "there is no seat 7 at this table"
    assert reason(state, 0, "lead 0") == "it is not your turn"
    events = act(state, 2, "lead 3")
    assert events == [LeaderChosen(2, 3)]
    assert state.phase == "trick" and state.to_move() == (3,) and state.leader == 3


def test_rumor_16_the_winner_may_choose_themselves() -> None:
    state = start(16, {0: ["M2"], 1: ["M3"], 2: ["M11"], 3: ["M5"]})
    play(state, "play M2", "play M3", "play M11", "play M5")
    act(state, 2, "lead 2")
    assert state.to_move() == (2,) and state.leader == 2


def test_rumor_16_every_trick_costs_a_point_and_no_choice_after_the_last() -> None:
    state = start(16)
    events = finish_round(state)
    won = tricks_won(events)
    assert of_type(events, RoundScored)[0].points == tuple(-1.0 * w for w in won)
    assert len(of_type(events, LeaderChosen)) == 9


# --- 17 The Echo of Discord and 18 The Arcane Rivalry --------------------------------------------


def pair_points(events: list, good: str, bad: str) -> list[float]:
    """Per seat, from the printed suits of the cards in the tricks it won."""
    piles: list[Counter[str]] = [Counter() for _ in range(4)]
    for t in of_type(events, TrickWon):
        piles[t.seat].update(c.suit for _, c in t.cards)
    return [float(p[good] // 2 - p[bad] // 2) for p in piles]


def test_rumor_17_pairs_of_printed_paladins_and_barbarians_in_won_piles() -> None:
    state = start(17, {0: ["P11"], 1: ["P10"], 2: ["B3"], 3: ["B4"]}, void={2: "P", 3: "P"})
    events = play(state, "play P11", "play P10", "play B3 suit P", "play B4 suit P")
    assert winner(events) == 0 and codes(state.piles[0]) == ["B3", "B4", "P10", "P11"]
    events += finish_round(state)
    points = of_type(events, RoundScored)[0].points
    assert list(points) == pair_points(events, "P", "B")
    assert of_type(events, RoundScored)[0].points != tuple(float(w) for w in tricks_won(events))
    halves, _ = round_scores(17, [0] * 4, [[C(c) for c in ("P1", "P2", "P3", "B1", "B2", "B3", "B4")], [], [], []])
    assert halves[0] == -2, "the rulebook's example: 3 Paladins (1) and 4 Barbarians (-2) make -1"


def test_rumor_17_auction_cards_never_count() -> None:
    """The auction cards are four Barbarians; they are in nobody's won pile."""
    state = start(17)
    events = finish_round(state)
    won_cards = {c for t in of_type(events, TrickWon) for _, c in t.cards}
    assert not {C(b) for b in BIDS[:4]} & won_cards and len(won_cards) == 40
    assert list(of_type(events, RoundScored)[0].points) == pair_points(events, "P", "B")


def test_rumor_18_pairs_of_printed_mages_and_druids_in_won_piles() -> None:
    state = start(18, {0: ["M11"], 1: ["M10"], 2: ["D3"], 3: ["D4"]}, void={2: "M", 3: "M"})
    events = play(state, "play M11", "play M10", "play D3 suit M", "play D4 suit M")
    assert winner(events) == 0
    events += finish_round(state)
    assert list(of_type(events, RoundScored)[0].points) == pair_points(events, "M", "D")
    pile = [C(f"M{n}") for n in range(7)] + [C(f"D{n}") for n in range(5)]
    assert round_scores(18, [0] * 4, [pile, [], [], []])[0][0] == 2, "7 Mages (3) and 5 Druids (-2) make 1"


@pytest.mark.parametrize("rumor", [16, 17, 18])
def test_rumors_16_to_18_need_the_negative_option(rumor: int) -> None:
    with pytest.raises(ValueError, match=f"rumor {rumor} is not in this game"):
        new_state(4, rumors=[rumor, 1, 2], negative=False)
    assert new_state(4, rumors=[rumor, 1, 2], negative=True).offered == (rumor, 1, 2)
