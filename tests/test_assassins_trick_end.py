"""Assassin's Trick: the end of the game, illegal actions, results and observations, on fixed deals."""

from __future__ import annotations

import pytest

from rules.assassins_trick.deck import (
    suit_cards,
)
from rules.assassins_trick.events import (
    BidChosen,
    BidPlaced,
    BidsRevealed,
    PrizeDiscarded,
    PrizeRevealed,
    PrizeSettled,
    PrizeWon,
    SetAsideRevealed,
)
from rules.core.errors import IllegalAction
from rules.core.events import GameOver
from tests.assassins_trick_deals import (
    bid_for,
    bid_round,
    card,
    start,
)
from tests.card_walk import cards_in


# --- the end ----------------------------------------------------------------------------------
def test_the_game_ends_when_the_prizes_run_out() -> None:
    state = start(2, ["KC"], set_aside="5C")
    assert len(state.prize_deck) == 11
    for rank in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]:
        assert not state.is_over()
        assert state.observation(0).set_aside is None
        events = bid_round(state, f"{rank}S", f"{rank}H")
    assert state.is_over()
    assert state.to_move() == () and state.legal_actions(0) == ()
    assert events[-2] == SetAsideRevealed(card("5C"))
    assert isinstance(events[-1], GameOver)
    assert "set aside" in events[-2].describe(str) and "5 of Clubs" in events[-2].describe(str)
    assert state.observation(1).set_aside is card("5C")
    assert [len(h) for h in state.hands] == [1, 1]  # one card each never bid
    result = state.result()
    assert result.finished and result.extra["set_aside"] == "5C"
    assert len(result.rounds) == 12


def test_the_game_ends_when_a_player_has_no_card_left() -> None:
    # 2 jokers: 14 prizes but 13 cards. Both jokers are discarded, so prizes outlast the hands.
    state = start(2, ["JK1", "JK2", "KC"], set_aside="5C", jokers_n=2)
    bid_round(state, "AS", "AH")  # JK1 discarded
    bid_round(state, "2S", "2H")  # JK2 discarded, tied
    for rank in ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]:
        assert not state.is_over()
        bid_round(state, f"{rank}S", f"{rank}H")
    assert state.is_over()
    assert state.hands == [[], []] and len(state.prize_deck) == 1
    obs = state.observation(0)
    assert obs.prizes_left == 1 and obs.set_aside is card("5C") and obs.prize is None
    assert state.result().winners == (0, 1)


def test_one_empty_hand_is_enough_to_end() -> None:
    # 3 players, 2 jokers: seat 2 takes an Assassin prize, so only seats 0 and 1 run dry.
    state = start(3, ["AC", "JK1", "JK2"], set_aside="5C", jokers_n=2)
    bid_round(state, "2S", "2H", "3D")  # seat 2 takes the Assassin of Clubs
    bid_round(state, "AS", "3H", "2D")  # JK1 discarded
    bid_round(state, "3S", "AH", "4D")  # JK2 discarded
    for rank in ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]:
        bid_round(state, f"{rank}S", f"{rank}H", f"{rank}D" if rank != "4" else "AD")
    assert state.is_over()
    assert state.hands[0] == [] and state.hands[2] != []
    assert state.prize_deck  # prizes were left


def test_tie_on_influence_goes_to_more_prize_cards() -> None:
    state = start(2, ["KC", "10C", "3C"], set_aside="AC")
    bid_round(state, "3S", "2H")  # seat 0: King (13)
    bid_round(state, "2S", "3H")  # seat 1: 10
    bid_round(state, "4S", "5H")  # seat 1: 3 -> 13 in two cards
    for rank in ["6", "7", "8", "9", "10", "J", "Q", "K"]:
        bid_round(state, f"{rank}S", f"{rank}H")
    bid_round(state, "AS", "AH")
    assert state.is_over() and state.scores == [13, 13]
    result = state.result()
    assert result.winners == (1,)
    assert result.extra["decided_by"] == "prize cards"
    assert result.extra["prize_cards"] == [1, 2]


def test_an_assassin_in_hand_does_not_count_as_a_prize_card() -> None:
    state = start(2, ["KC", "AC", "10C", "3C"], set_aside="2C")
    bid_round(state, "3S", "2H")  # seat 0: the King, 13 in one prize card
    bid_round(state, "4S", "3H")  # seat 0 takes the Assassin of Clubs into hand: no prize card
    bid_round(state, "2S", "5H")  # seat 1: 10
    bid_round(state, "5S", "6H")  # seat 1: 3, so 13 in two prize cards
    for rank in ["7", "8", "9", "10", "J", "Q", "K"]:
        bid_round(state, f"{rank}S", f"{rank}H")
    bid_round(state, "AC", "4H")  # the Assassin taken discards the last prize
    assert state.is_over() and state.scores == [13, 13]
    assert state.result().winners == (1,)
    assert state.result().extra["prize_cards"] == [1, 2]
    assert state.result().extra["taken_to_hand"] == [["AC"], []]


def test_tie_on_influence_and_cards_is_shared() -> None:
    state = start(2, ["KC", "10C", "2C", "5C"], set_aside="AC")
    bid_round(state, "3S", "2H")  # seat 0: 13
    bid_round(state, "2S", "3H")  # seat 1: 10
    bid_round(state, "5S", "4H")  # seat 0: 15
    bid_round(state, "4S", "5H")  # seat 1: 15
    for rank in ["6", "7", "8", "9", "10", "J", "Q", "K"]:
        bid_round(state, f"{rank}S", f"{rank}H")
    assert state.is_over() and state.scores == [15, 15]
    result = state.result()
    assert result.winners == (0, 1) and result.extra["decided_by"] == "shared"
    assert len(result.rounds) == 12


# --- illegal actions --------------------------------------------------------------------------
def test_illegal_actions_say_why_and_change_nothing() -> None:
    state = start(2, ["QC"])
    with pytest.raises(IllegalAction, match="you do not hold the 7 of Hearts"):
        state.apply(0, state.parse_action("bid 7H"))
    with pytest.raises(IllegalAction, match="you do not hold the Joker"):
        state.apply(0, state.parse_action("bid JK1"))
    with pytest.raises(IllegalAction, match="there is no seat 5"):
        state.apply(5, state.parse_action("bid 7S"))
    with pytest.raises(IllegalAction, match="not a move in Assassin's Trick"):
        state.apply(0, "bid 7S")  # type: ignore[arg-type]
    state.apply(0, state.parse_action("bid 7S"))
    with pytest.raises(IllegalAction, match="you have already placed your bid"):
        state.apply(0, state.parse_action("bid 8S"))
    assert state.why_illegal(0, bid_for(card("8S"))) == (
        "you have already placed your bid for this prize; wait for the others"
    )
    assert state.why_illegal(1, bid_for(card("8H"))) is None
    assert state.why_illegal(1, bid_for(card("8S"))) == "you do not hold the 8 of Spades"
    assert state.bids == [card("7S"), None] and card("8S") in state.hands[0]
    state.apply(1, state.parse_action("bid 7H"))  # tied
    assert card("7S") in state.discard  # a bid, once revealed, is gone
    with pytest.raises(IllegalAction, match="you do not hold the 7 of Spades"):
        state.apply(0, state.parse_action("bid 7S"))


def test_no_action_after_the_game_is_over() -> None:
    state = start(2, ["KC"])
    for rank in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]:
        bid_round(state, f"{rank}S", f"{rank}H")
    assert state.is_over()
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(0, state.parse_action("bid AS"))


# --- results and observations -----------------------------------------------------------------
def test_result_before_and_after_the_end() -> None:
    state = start(3, ["QC", "5C"])
    bid_round(state, "9S", "JH", "2D")
    result = state.result()
    assert not result.finished and result.winners == ()
    assert result.scores == (0, 12, 0)
    assert "set_aside" not in result.extra
    (r,) = result.rounds
    assert r.round_no == 1 and r.title == "Prize 1: Queen of Clubs"
    assert r.points == (0, 12, 0)
    assert r.breakdown[1][0].label == "Won the Queen of Clubs" and r.breakdown[1][0].points == 12
    assert r.breakdown[0] == () and r.breakdown[2] == ()
    bid_round(state, "AS", "2H", "3D")
    assert state.result().rounds[1].title == "Prize 2: 5 of Clubs (discarded)"
    assert state.result().to_json()["scores"] == [0, 12, 0]


def test_observation_shows_public_facts() -> None:
    state = start(3, ["QC", "5C"], set_aside="9C", jokers_n=1)
    bid_round(state, "9S", "JH", "2D")
    obs = state.observation(2)
    assert obs.seat == 2 and obs.players == 3 and obs.to_move == (0, 1, 2)
    assert obs.hand == tuple(c for c in suit_cards("D") if c.code != "2D")
    assert obs.legal_actions == tuple(bid_for(c) for c in obs.hand)
    assert obs.prize is card("5C")
    assert obs.won == ((), (card("QC"),), ())
    assert obs.scores == (0, 12, 0)
    assert obs.discard == (card("9S"), card("JH"), card("2D"))
    assert obs.hand_suits == ("S", "H", "D") and obs.prize_suit == "C"
    assert obs.prizes_left == 11  # 13 Clubs + 1 joker, less the set-aside card, the Queen and the 5
    assert obs.hand_counts == (12, 12, 12)
    assert obs.jokers == 1 and not obs.is_over and obs.set_aside is None
    assert obs.round_no == 2
    assert card("9C") not in cards_in(obs)
    assert not (set(state.prize_deck) & cards_in(obs))


def test_clone_is_independent() -> None:
    state = start(2, ["QC", "KC"])
    state.apply(0, state.parse_action("bid 5S"))
    copy = state.clone()
    copy.apply(1, copy.parse_action("bid 6H"))
    assert state.bids == [card("5S"), None] and state.prize is card("QC")
    assert state.to_move() == (1,) and card("6H") in state.hands[1]
    assert copy.won == [[], [card("QC")]] and state.won == [[], []]
    state.apply(1, state.parse_action("bid 7H"))
    assert state.won == [[], [card("QC")]] and copy.prize is card("KC")
    assert state.discard != copy.discard


def test_every_event_describes_itself() -> None:
    state = start(3, ["JK1", "AC", "QC"], jokers_n=1)
    events = list(state.opening_events())
    for bids in (("5S", "6H", "2D"), ("AS", "7H", "3D")):
        for seat, code in enumerate(bids):
            events += state.apply(seat, bid_for(card(code)))
    kinds = {PrizeRevealed, BidChosen, BidPlaced, BidsRevealed, PrizeSettled, PrizeDiscarded, PrizeWon}
    assert {type(e) for e in events} == kinds
    lines = [e.describe(lambda s: f"Player {s + 1}") for e in events]
    assert all(line and "Card(" not in line for line in lines)
    assert "Player 2 takes the Assassin of Clubs in the joker's place into their hand." in lines
    assert "Nobody takes prize 2, the Queen of Clubs: the Assassin spoils the prize." in lines
    assert "Bids turned up: Player 1 the Assassin of Spades, Player 2 the 7 of Hearts, Player 3 the 3 of Diamonds." in lines
    you = [e.describe(lambda s: "You" if s == 0 else f"Player {s + 1}") for e in events]
    assert "You place a bid face down." in you
    assert "Your bid, hidden from the others until all bids are in: the Assassin of Spades." in you
    assert "Bids turned up: you the Assassin of Spades, Player 2 the 7 of Hearts, Player 3 the 3 of Diamonds." in you
