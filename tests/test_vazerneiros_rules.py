"""Vazerneiros: setup and fixed deals, the auction, scoring between rounds and the end.

Scenarios are built from fixed deals (``tests/vazerneiros_deals.py``). Potions are in
``test_vazerneiros_potions.py``, the 18 rumors in ``test_vazerneiros_rumors.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import GameOver, RoundScored, RoundStarted, TrickWon
from rules.vazerneiros.deck import SUITS, vazerneiros_deck
from rules.vazerneiros.events import (
    BidChosen,
    BidLaid,
    BidsRevealed,
    ElixirTaken,
    HandRevealed,
    PotionGained,
    RumorChosen,
    RumorsRevealed,
    TrackDrawn,
)
from rules.vazerneiros.scoring import round_scores
from rules.vazerneiros.state import VazerneirosState
from tests.vazerneiros_deals import (
    BIDS,
    C,
    act,
    auction,
    codes,
    fill_hands,
    finish_round,
    make_deal,
    new_state,
    of_type,
    play,
    set_potions,
    simple_action,
    start,
)

SIZES = {3: 13, 4: 11, 5: 9}


def play_game(state: VazerneirosState) -> list[Any]:
    """Play ``state`` to its end with ``simple_action`` (bids: the first legal); all the events."""
    events: list[Any] = list(state.opening_events())
    while not state.is_over():
        seat = state.to_move()[0]
        events += state.apply(seat, simple_action(state, seat))
    return events


# --- setup -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_deal_the_aside_cards_the_potions_and_the_track(players: int) -> None:
    for seed in range(5):
        state = VazerneirosState(players, {}, seed)
        size = SIZES[players]
        assert [len(h) for h in state.hands] == [size] * players
        dealt = [c for h in state.hands for c in h]
        assert len(state.aside) == 48 - size * players == {3: 9, 4: 4, 5: 3}[players]
        assert sorted(dealt + state.aside) == sorted(vazerneiros_deck()) and len(set(dealt)) == len(dealt)
        assert state.potions == [2] * players and state.supply == 20 - 2 * players
        assert sorted(state.track) == sorted(SUITS)
        assert len(set(state.offered)) == 3 and set(state.offered) <= set(range(1, 16))
        assert state.to_move() == tuple(range(players)) and state.phase == "auction"
        assert state.tricks_total == size - 1
        opening = state.opening_events()
        assert of_type(opening, TrackDrawn)[0].track == state.track
        assert of_type(opening, RumorsRevealed)[0].rumors == state.offered
        assert of_type(opening, RoundStarted)[0].first is None  # the auction is simultaneous


def test_a_fixed_deal_sets_the_hands_the_track_and_the_rumors() -> None:
    hands = fill_hands(4, {0: ["M9", "B0"], 3: ["P11"]})
    state = VazerneirosState(4, {}, 7, deal=make_deal(hands, "DPBM", [12, 5, 3]))
    assert [codes(h) for h in state.hands] == [sorted(h) for h in hands]
    assert state.track == ("D", "P", "B", "M") and state.offered == (12, 5, 3)
    assert state.observation(0).track == ("D", "P", "B", "M")
    assert codes(state.aside) == sorted(c.code for c in vazerneiros_deck() if c.code not in sum(hands, []))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_four_rounds_each_dealt_afresh_and_no_rumor_card_comes_back(players: int) -> None:
    for seed in range(6):
        state = VazerneirosState(players, {"negative_rumors": seed % 2 == 1}, seed)
        events = play_game(state)
        assert [e.round_no for e in of_type(events, RoundStarted)] == [1, 2, 3, 4]
        assert len(of_type(events, RoundScored)) == 4 and len(state.rounds) == 4
        assert len(of_type(events, GameOver)) == 1 and state.is_over()
        revealed = [r for e in of_type(events, RumorsRevealed) for r in e.rumors]
        assert len(revealed) == 12 and len(set(revealed)) == 12, revealed
        chosen = [e.rumor for e in of_type(events, RumorChosen)]
        assert len(chosen) == 4 and all(r in revealed[3 * i:3 * i + 3] for i, r in enumerate(chosen))
        tracks = [e.track for e in of_type(events, TrackDrawn)]
        assert len(tracks) == 4 and all(sorted(t) == sorted(SUITS) for t in tracks)


def test_the_track_is_redrawn_every_round() -> None:
    changed = 0
    for seed in range(10):
        tracks = [e.track for e in of_type(play_game(VazerneirosState(4, {}, seed)), TrackDrawn)]
        changed += len(set(tracks)) > 1
    assert changed >= 8


def test_negative_rumors_join_the_deck_only_with_the_option() -> None:
    met: set[int] = set()
    for seed in range(30):
        plain = VazerneirosState(4, {"negative_rumors": False}, seed)
        assert set(plain.offered) | set(plain.rumor_deck) == set(range(1, 16))
        negative = VazerneirosState(4, {"negative_rumors": True}, seed)
        assert set(negative.offered) | set(negative.rumor_deck) == set(range(1, 19))
        met.update(negative.offered)
        assert plain.observation(0).negative_rumors is False and negative.observation(0).negative_rumors
    assert {16, 17, 18} <= met
    with pytest.raises(ValueError, match="rumor 16 is not in this game"):
        VazerneirosState(4, {}, 0, deal={"rounds": [{"rumors": [16, 1, 2]}]})


def test_a_rumor_fixed_for_a_later_round_is_not_revealed_earlier() -> None:
    """Round 2's rumors are fixed, round 1's come from the seed: no rumor card may show twice."""
    for seed in range(20):
        state = VazerneirosState(4, {}, seed, deal={"rounds": [{}, {"rumors": [1, 2, 3]}]})
        events = play_game(state)
        revealed = [r for e in of_type(events, RumorsRevealed) for r in e.rumors]
        assert revealed[3:6] == [1, 2, 3]
        assert len(set(revealed)) == 12, f"seed {seed}: a rumor card came back: {revealed}"


def test_a_rumor_deck_clashing_with_a_fixed_round_is_refused_or_kept_apart() -> None:
    deal = {"rumor_deck": [1, 2, 3, 4, 5, 6], "rounds": [{}, {"rumors": [1, 2, 3]}]}
    try:
        state = VazerneirosState(4, {}, 0, deal=deal)
    except ValueError:
        return
    revealed = [r for e in of_type(play_game(state), RumorsRevealed) for r in e.rumors]
    assert len(set(revealed)) == 12, f"a rumor card came back: {revealed}"


GOOD_HANDS = fill_hands(4)
BAD_DEALS = [
    ({"hands": 1}, "unknown deal field"),
    ({"rounds": {}}, "deal.rounds must be a list"),
    ({"rounds": [[]]}, "must be a mapping"),
    ({"rounds": [{"hand": GOOD_HANDS}]}, "unknown field"),
    ({"rounds": [{"hands": GOOD_HANDS[:3]}]}, "hands must list 4 hands"),
    ({"rounds": [{"hands": [GOOD_HANDS[0][:10], *GOOD_HANDS[1:]]}]}, "seat 0 must be dealt 11 cards, not 10"),
    ({"rounds": [{"hands": [GOOD_HANDS[0], GOOD_HANDS[0], *GOOD_HANDS[2:]]}]}, "a card is dealt twice"),
    ({"rounds": [{"hands": [["X9", *GOOD_HANDS[0][1:]], *GOOD_HANDS[1:]]}]}, "X9"),
    ({"rounds": [{"track": ["M", "B", "P"]}]}, "track must list the four suits"),
    ({"rounds": [{"track": ["M", "B", "P", "P"]}]}, "track must list the four suits"),
    ({"rounds": [{"rumors": [1, 2]}]}, "rumors must name 3"),
    ({"rounds": [{"rumors": [1, 1, 2]}]}, "a rumor appears twice"),
    ({"rounds": [{"rumors": [1, 2, 3]}, {"rumors": [3, 4, 5]}]}, "reveal a rumor twice"),
    ({"rounds": [{"rumors": [0, 2, 3]}]}, "rumor 0 is not in this game"),
    ({"rumor_deck": ["1"]}, "deal.rumor_deck must be a list of rumor numbers"),
    ({"rumor_deck": [2, 2]}, "a rumor appears twice"),
]


@pytest.mark.parametrize("deal,message", BAD_DEALS, ids=[m for _, m in BAD_DEALS])
def test_a_malformed_deal_is_a_value_error_saying_what_is_wrong(deal: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        VazerneirosState(4, {}, 0, deal=deal)


def test_only_three_to_five_players() -> None:
    for players in (2, 6):
        with pytest.raises(ValueError, match="3 to 5 players"):
            VazerneirosState(players, {}, 0)


# --- the auction -------------------------------------------------------------------------------


def test_bids_are_simultaneous_and_hidden_until_all_are_in() -> None:
    state = new_state(4)
    assert state.to_move() == (0, 1, 2, 3)
    assert all(len(state.legal_actions(s)) == 11 for s in range(4))
    events = act(state, 1, "bid B10")
    assert events == [BidChosen(1, C("B10")), BidLaid(1)]
    assert events[0].visible_to == frozenset({1}) and events[1].visible_to is None
    assert state.to_move() == (0, 2, 3) and state.legal_actions(1) == []
    again = state.parse_action("bid B0")
    assert state.why_illegal(1, again) == "your auction card is already laid; wait for the others"
    mine, other = state.observation(1), state.observation(0)
    assert mine.my_bid is C("B10") and mine.bids == (None,) * 4
    assert other.my_bid is None and other.bids == (None,) * 4 and other.bids_in == (False, True, False, False)
    assert C("B10") in state.hidden_cards(0) and C("B10") not in state.hidden_cards(1)
    assert C("B10") not in state.observation(0).seen_cards()
    act(state, 0, "bid B11")
    act(state, 3, "bid B8")
    assert C("B11") in state.hidden_cards(3) and state.observation(3).bids == (None,) * 4
    events = act(state, 2, "bid B9")
    revealed = of_type(events, BidsRevealed)[0]
    assert revealed.bids == ((0, C("B11")), (1, C("B10")), (2, C("B9")), (3, C("B8"))) and revealed.winner == 0
    assert state.observation(2).bids == (C("B11"), C("B10"), C("B9"), C("B8"))
    assert not {C("B11"), C("B10"), C("B9"), C("B8")} & state.hidden_cards(2)
    assert state.phase == "rumor" and state.to_move() == (0,)


def test_an_auction_card_must_be_held_and_a_bid_is_the_only_move() -> None:
    state = new_state(4)
    with pytest.raises(IllegalAction, match="you do not hold the Barbarian 10"):
        act(state, 0, "bid B10")
    with pytest.raises(IllegalAction, match="first lay a card for the auction"):
        act(state, 0, "play B11")
    with pytest.raises(IllegalAction, match="no seat 7"):
        act(state, 7, "bid B11")


def test_the_highest_number_wins_the_auction_whatever_its_suit() -> None:
    bids = ("P3", "D4", "B2", "M1")
    state = new_state(4, bids=bids)
    events = auction(state, bids)
    assert of_type(events, BidsRevealed)[0].winner == 1 and state.to_move() == (1,)


@pytest.mark.parametrize("track,winner", [("MBPD", 0), ("BMPD", 1), ("DPBM", 1), ("PDMB", 0)])
def test_a_tied_auction_goes_to_the_suit_higher_on_the_track(track: str, winner: int) -> None:
    """The rulebook's example: the Mage 9 and the Barbarian 9 tie; the track decides."""
    bids = ("M9", "B9", "D3", "P5")
    state = new_state(4, bids=bids, track=track)
    assert of_type(auction(state, bids), BidsRevealed)[0].winner == winner


def test_the_winner_gains_a_potion_after_choosing_the_rumor_and_leads() -> None:
    bids = ("D1", "P6", "M2", "B3")
    state = new_state(4, bids=bids, rumors=[3, 14, 12])
    auction(state, bids)
    assert state.potions == [2, 2, 2, 2] and state.supply == 12
    assert state.legal_actions(1) == [state.parse_action(f"rumor {r}") for r in (3, 14, 12)]
    with pytest.raises(IllegalAction, match="it is not your turn"):
        act(state, 0, "rumor 3")
    with pytest.raises(IllegalAction, match="rumor 5 is not on offer"):
        act(state, 1, "rumor 5")
    events = act(state, 1, "rumor 14")
    assert events[0] == RumorChosen(1, 14) and events[1] == PotionGained(1, "auction", True)
    assert state.potions == [2, 3, 2, 2] and state.supply == 11
    assert state.rumor == 14 and state.phase == "trick"
    assert state.to_move() == (1,) and state.leader == 1
    assert state.observation(0).auction_winner == 1 and state.observation(3).rumor == 14


def test_the_alchemy_elixir_replaces_the_auction_potion() -> None:
    state = new_state(4, rumors=[8, 1, 2])
    auction(state)
    events = act(state, 0, "rumor 8")
    assert ElixirTaken(0) in events and not of_type(events, PotionGained)
    assert state.potions == [2, 2, 2, 2] and state.elixir == 0 and state.observation(2).elixir == 0


def test_the_favor_of_the_gods_adds_a_second_potion_after_the_auction_one() -> None:
    state = new_state(4, rumors=[10, 1, 2])
    auction(state)
    gains = of_type(act(state, 0, "rumor 10"), PotionGained)
    assert gains == [PotionGained(0, "auction", True), PotionGained(0, "rumor", True)]
    assert state.potions == [4, 2, 2, 2] and state.supply == 10


def test_a_gain_beyond_four_potions_is_lost() -> None:
    state = new_state(4, rumors=[10, 1, 2])
    auction(state)
    set_potions(state, [3, 2, 2, 2])
    gains = of_type(act(state, 0, "rumor 10"), PotionGained)
    assert [g.granted for g in gains] == [True, False] and "more than 4" in gains[1].why_lost
    assert state.potions[0] == 4 and state.supply == 20 - 10


def test_a_gain_the_empty_supply_cannot_pay_is_lost() -> None:
    """(With 20 tokens and the cap of 4 the supply never runs dry in play; the rule holds anyway.)"""
    state = new_state(4, rumors=[3, 1, 2])
    auction(state)
    state.supply = 0
    gains = of_type(act(state, 0, "rumor 3"), PotionGained)
    assert gains == [PotionGained(0, "auction", False, "the supply is empty")]
    assert state.potions[0] == 2 and state.supply == 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_auction_card_is_spent_so_a_round_has_one_trick_fewer(players: int) -> None:
    state = new_state(players, rumors=[3, 1, 2])
    auction(state, BIDS)
    bids = {C(b) for b in BIDS[:players]}
    assert [len(h) for h in state.hands] == [SIZES[players] - 1] * players
    assert not bids & {c for h in state.hands for c in h}
    act(state, 0, "rumor 3")
    events = finish_round(state)
    won = of_type(events, TrickWon)
    assert len(won) == SIZES[players] - 1 == {3: 12, 4: 10, 5: 8}[players]
    assert not bids & {c for t in won for _, c in t.cards}


# --- scoring and the end -----------------------------------------------------------------------


def test_a_round_scores_one_point_a_trick_then_the_catch_up_potions() -> None:
    state = start(2)  # the Test of Spirits leaves the scoring alone
    events = finish_round(state)
    won = [0] * 4
    for t in of_type(events, TrickWon):
        won[t.seat] += 1
    scored = of_type(events, RoundScored)[0]
    assert sum(won) == 10 and scored.points == tuple(float(w) for w in won)
    assert state.rounds[0].breakdown[0][0].label == "Tricks"
    totals = [2 * p for p in scored.points]
    best = max(totals)
    catch_up = [e for e in of_type(events, PotionGained) if e.reason == "catch-up"]
    assert [e.seat for e in catch_up] == [s for s in (1, 2, 3, 0) if totals[s] < best]
    assert all(e.granted for e in catch_up)


def test_the_catch_up_goes_to_everyone_when_all_tie() -> None:
    """Rumor 11 ends round 1 in its first trick: nobody scored, so all four tie at 0 and all
    gain a potion, from the auction winner's left."""
    state = start(
        11, {1: ["B5"], 2: ["P5"], 3: ["M5"]}, void={0: "D"}, bids=("B2", "B11", "B3", "B4"), potions=[0, 3, 2, 2]
    )
    assert state.to_move() == (1,)
    events = play(state, "play B5", "play P5", "play M5")
    assert of_type(events, HandRevealed)[0].seat == 0
    assert of_type(events, RoundScored)[0].points == (0.0, 0.0, 0.0, 0.0)
    catch_up = [e for e in of_type(events, PotionGained) if e.reason == "catch-up"]
    assert [e.seat for e in catch_up] == [2, 3, 0, 1] and all(e.granted for e in catch_up)


def test_the_catch_up_counts_the_running_totals_not_the_last_round() -> None:
    state = start(3)
    state.totals = [0, 40, 0, 0]  # seat 1 leads by 20 points from earlier rounds
    events = finish_round(state)
    catch_up = [e.seat for e in of_type(events, PotionGained) if e.reason == "catch-up"]
    points = of_type(events, RoundScored)[0].points
    assert points[1] < max(points) < 20, "this deal: seat 1 is not the round's best but stays ahead"
    assert catch_up == [2, 3, 0]


def test_the_weight_of_ancestors_keeps_halves_exact() -> None:
    halves, lines = round_scores(3, [3, 2, 4, 1], [[], [], [], []])
    assert halves == (9, 6, 12, 3)
    assert lines[0][0].points == 4.5 and lines[0][0].count == 3
    state = start(3)
    state.totals = [1, 0, 0, 0]  # half a point from an earlier round
    events = finish_round(state)
    won = [0] * 4
    for t in of_type(events, TrickWon):
        won[t.seat] += 1
    scored = of_type(events, RoundScored)[0]
    assert scored.points == tuple(1.5 * w for w in won)
    assert scored.totals == tuple(1.5 * w + (0.5 if s == 0 else 0) for s, w in enumerate(won))
    assert state.scores() == scored.totals and state.rounds[0].points == scored.points


def test_the_last_round_has_no_catch_up_and_the_game_ends() -> None:
    state = VazerneirosState(4, {}, 3)
    events = play_game(state)
    last = max(i for i, e in enumerate(events) if isinstance(e, RoundScored))
    assert not of_type(events[last:], PotionGained)
    assert isinstance(events[-1], GameOver) and state.phase == "over" and state.to_move() == ()
    assert state.legal_actions(0) == [] and state.why_illegal(0, state.parse_action("bid M9")) == "the game is over"
    totals = [sum(r.points[s] for r in state.rounds) for s in range(4)]
    assert list(state.scores()) == totals == list(events[-1].totals)
    result = state.result()
    assert result.finished and result.extra["potions"] == state.potions and result.winners == events[-1].winners


def _finished_game() -> VazerneirosState:
    state = VazerneirosState(4, {}, 11)
    play_game(state)
    return state


def test_the_highest_total_wins() -> None:
    state = _finished_game()
    state.totals, state.potions = [10, 14, 9, 13], [0, 0, 4, 4]
    assert state.winners() == (1,)


def test_a_tie_goes_to_the_most_potions_then_is_shared() -> None:
    state = _finished_game()
    state.totals, state.potions = [14, 14, 9, 14], [1, 3, 4, 2]
    assert state.winners() == (1,)
    state.potions = [3, 3, 4, 2]
    assert state.winners() == (0, 1)
    state.totals = [9, 9, 9, 9]
    state.potions = [2, 2, 2, 2]
    assert state.winners() == (0, 1, 2, 3)


def test_the_game_over_event_names_the_winners_by_total_then_potions() -> None:
    for seed in range(12):
        state = VazerneirosState(3, {}, seed)
        over = play_game(state)[-1]
        best = max(state.totals)
        top = [s for s in range(3) if state.totals[s] == best]
        most = max(state.potions[s] for s in top)
        assert over.winners == tuple(s for s in top if state.potions[s] == most)
