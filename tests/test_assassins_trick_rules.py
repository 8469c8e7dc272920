"""Assassin's Trick: the registry entry, the deck, the deal, bids and prizes, on fixed deals."""

from __future__ import annotations

from typing import Any

import pytest

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import (
    deck,
    influence,
    is_assassin,
    is_joker,
    jokers,
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
)
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.actions import CardAction
from rules.core.errors import IllegalAction, RecordError
from rules.core.record import GameRecord
from rules.core.registry import get_game, new_game
from tests.assassins_trick_deals import (
    bid_for,
    bid_round,
    card,
    make_deal,
    of_type,
    start,
)
from tests.card_walk import cards_in


# --- the registry entry ---------------------------------------------------------------------
def test_game_info() -> None:
    info = get_game("assassins_trick")
    assert info.id == "assassins_trick"
    assert info.title == "Assassin's Trick"
    assert info.player_counts == (2, 3)
    assert info.lower_is_better is False
    assert info.state_class is AssassinsTrickState
    (option,) = info.options
    assert (option.key, option.choices, option.default) == ("jokers", (0, 1, 2), 0)
    assert info.resolve_options() == {"jokers": 0}
    assert "\n" not in info.summary and info.summary


def test_rules_text_states_our_readings() -> None:
    text = get_game("assassins_trick").rules_text
    assert text.startswith("# ")
    lowered = text.lower()
    for phrase in (
        "into the winner's hand",  # an Assassin prize goes to the hand
        "is not in the prize pile",  # ... and does not count for the tie-break
        "more cards in their prize pile",  # the first tie-break
        "share the win",  # the last one
        "cancel each other",  # tied bids
        "even if a cancelled pair was higher",  # the highest non-tied bid, however low
        "if every bid was cancelled",
        "takes that instead",  # jokers
        "no card left to bid",  # the end
    ):
        assert phrase in lowered, phrase


# --- the deck -------------------------------------------------------------------------------
def test_deck_codes_names_labels_and_influence() -> None:
    d = deck()
    assert d is deck()  # built once
    assert len(d) == 54
    labels = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert [c.code for c in d[:13]] == [f"{label}S" for label in labels]
    assert [c.code for c in d[52:]] == ["JK1", "JK2"]
    assert card("QH").name == "Queen of Hearts"
    assert card("AS").name == "Assassin of Spades"
    assert card("10C").name == "10 of Clubs"
    assert card("JD").name == "Jack of Diamonds"
    assert card("JK2").name == "Joker" and card("JK2").suit == "J"
    assert [c.label for c in suit_cards("D")] == labels
    assert card("JK1").label == "★"
    assert [influence(c) for c in suit_cards("C")] == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0]
    assert influence(card("JK1")) == 0
    assert is_assassin(card("AH")) and not is_assassin(card("KH")) and not is_assassin(card("JK1"))
    assert is_joker(card("JK1")) and not is_joker(card("AC"))
    assert card("qh") is card("QH")


# --- setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("jokers_n", [0, 1, 2])
def test_setup_from_seed(players: int, jokers_n: int) -> None:
    suits_seen = set()
    for seed in range(20):
        state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        assert isinstance(state, AssassinsTrickState)
        hand_suits = state.hand_suits
        assert len(set(hand_suits)) == players and state.prize_suit not in hand_suits
        for seat, suit in enumerate(hand_suits):
            assert state.hands[seat] == list(suit_cards(suit))
        prize_cards = [*state.prize_deck, state.prize, state.set_aside]
        assert sorted(prize_cards) == sorted([*suit_cards(state.prize_suit), *jokers(jokers_n)])
        assert state.to_move() == tuple(range(players))
        assert state.opening_events() == [PrizeRevealed(state.prize)]
        suits_seen.add((hand_suits, state.prize_suit))
        again = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=seed)
        assert (again.prize, again.prize_deck, again.set_aside, again.hand_suits) == (
            state.prize,
            state.prize_deck,
            state.set_aside,
            state.hand_suits,
        )
    assert len(suits_seen) > 5  # the suits really are drawn


def test_deal_fixes_the_setup() -> None:
    deal = make_deal(3, ["QC", "JK2", "AC"], set_aside="5C", jokers_n=2)
    state = new_game("assassins_trick", 3, {"jokers": 2}, seed=99, deal=deal)
    assert state.hand_suits == ("S", "H", "D") and state.prize_suit == "C"
    assert state.prize is card("QC")
    assert state.set_aside is card("5C")
    assert [c.code for c in reversed(state.prize_deck)] == deal["prizes"][1:]
    assert state.opening_events() == [PrizeRevealed(card("QC"))]


def test_deal_hands_may_come_in_any_order_and_case() -> None:
    deal = make_deal(2, ["QC"])
    deal["hands"] = [list(reversed(h)) for h in deal["hands"]]
    deal["hands"][0] = [c.lower() for c in deal["hands"][0]]
    state = new_game("assassins_trick", 2, {}, deal=deal)
    assert state.hands[0] == list(suit_cards("S"))


def _broken(change) -> dict[str, Any]:
    deal = make_deal(2, ["QC"], jokers_n=1)
    change(deal)
    return deal


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["hands"].pop(), "one hand per seat: 2 hands"),
        (lambda d: d["hands"][0].pop(), "hand 0 must be one complete suit"),
        (lambda d: d["hands"][1].__setitem__(0, "2S"), "2S appears twice"),
        (lambda d: d["hands"][1].__setitem__(0, "ZZ"), "no card 'ZZ'"),
        (lambda d: d["prizes"].pop(), "must be the 13 Clubs plus JK1"),
        (lambda d: d["prizes"].append("JK2"), "must be the 13 Clubs plus JK1"),
        (lambda d: d["prizes"].__setitem__(0, "QD"), "must all be of one suit"),
        (lambda d: d["prizes"].append("QC"), "QC appears twice"),
        (lambda d: d.__setitem__("set_aside", d["prizes"][0]), "appears twice"),
        (lambda d: d.__setitem__("set_aside", 7), "set_aside must be one card code"),
        (lambda d: d.__setitem__("prizes", "QC"), "must be a list of card codes"),
        (lambda d: d.pop("set_aside"), "the deal has no set_aside"),
        (lambda d: d.__setitem__("extra", 1), "unknown deal field(s) extra"),
    ],
)
def test_a_bad_deal_says_what_is_wrong(change, message: str) -> None:
    with pytest.raises(ValueError) as err:
        new_game("assassins_trick", 2, {"jokers": 1}, deal=_broken(change))
    assert message in str(err.value)


def test_a_bad_deal_in_a_record_is_a_record_error() -> None:
    deal = make_deal(2, ["QC"])
    deal["prizes"] = deal["prizes"][:-1]
    record = GameRecord("assassins_trick", 2, {}, 0, [], deal)
    with pytest.raises(RecordError, match="deal does not fit"):
        record.new_state()


def test_wrong_option_or_player_count_is_refused() -> None:
    with pytest.raises(ValueError, match="2 or 3 players"):
        AssassinsTrickState(4, {"jokers": 0}, 0)
    with pytest.raises(ValueError, match="jokers option"):
        AssassinsTrickState(2, {"jokers": 3}, 0)


# --- actions --------------------------------------------------------------------------------
def test_bids_are_interned_and_their_text_parses_back() -> None:
    state = start(2, ["QC"])
    for action in state.legal_actions(0):
        assert action is bid_for(action.card)
        assert state.parse_action(str(action)) is action
    assert str(bid_for(card("QH"))) == "bid QH"
    assert state.parse_action("BID qh") is bid_for(card("QH"))
    assert state.parse_action("  bid   10s ") is bid_for(card("10S"))
    assert state.parse_action("QH") is bid_for(card("QH"))
    assert state.legal_actions(0) is state.legal_actions(0)  # cached until the hand changes
    assert len(bid_actions()) == len(deck())
    assert bid_for(card("QH")) == CardAction("bid", card("QH"))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "an action looks like 'bid QH'"),
        ("bid", "an action looks like 'bid QH'"),
        ("bid QH KH", "an action looks like 'bid QH'"),
        ("bid 1H", "there is no card '1H'"),
        ("pass", "there is no card 'pass'"),
    ],
)
def test_unreadable_action_text(text: str, message: str) -> None:
    with pytest.raises(IllegalAction) as err:
        start(2, ["QC"]).parse_action(text)
    assert message in str(err.value)


# --- hidden, simultaneous bids ---------------------------------------------------------------
def test_bids_are_simultaneous_and_hidden_until_all_are_in() -> None:
    state = start(3, ["QC"])
    assert state.to_move() == (0, 1, 2)
    events = state.apply(1, state.parse_action("bid KH"))
    assert events == [BidChosen(1, card("KH")), BidPlaced(1)]
    assert events[0].visible_to == frozenset({1}) and events[1].visible_to is None
    assert events[0].describe(lambda s: "You") == "Your bid, hidden from the others until all bids are in: the King of Hearts."
    assert "face down" in events[1].describe(str) and "King" not in events[1].describe(str)
    assert state.to_move() == (0, 2)
    assert state.legal_actions(1) == ()
    mine = state.observation(1)
    assert mine.my_bid is card("KH") and card("KH") not in mine.hand
    assert mine.legal_actions == ()
    for seat in (0, 2):
        obs = state.observation(seat)
        assert obs.has_bid == (False, True, False)
        assert obs.my_bid is None
        assert obs.hand_counts[1] == 12
        assert card("KH") not in cards_in(obs)
    assert state.apply(0, state.parse_action("bid 2S")) == [BidChosen(0, card("2S")), BidPlaced(0)]
    events = state.apply(2, state.parse_action("bid 3D"))
    assert events[0] == BidChosen(2, card("3D"))  # the last bid: nobody waits on it, it is turned up
    events = events[1:]
    assert events[0] == BidsRevealed(((0, card("2S")), (1, card("KH")), (2, card("3D"))))
    assert events[1] == PrizeSettled(1, card("QC"), events[0].bids, 1, "highest bid")
    assert isinstance(events[2], PrizeRevealed)
    obs = state.observation(0)
    assert obs.history[0].bids == ((0, card("2S")), (1, card("KH")), (2, card("3D")))
    assert obs.has_bid == (False, False, False) and obs.to_move == (0, 1, 2)


# --- settling a prize -----------------------------------------------------------------------
def settled(events: list[Any]) -> tuple[int | None, str]:
    """Who took the prize and why, from the one ``PrizeSettled`` among ``events``."""
    (event,) = of_type(events, PrizeSettled)
    assert event.taker == event.seat
    return event.seat, event.reason


def test_highest_bid_wins_and_all_bids_are_discarded() -> None:
    state = start(2, ["QC", "5C"])
    events = bid_round(state, "9S", "JH")
    assert settled(events) == (1, "highest bid")
    assert not of_type(events, PrizeWon)  # that only names a card taken in a joker's place
    line = "Player 2 takes prize 1, the Queen of Clubs, with the Jack of Hearts: highest bid."
    assert of_type(events, PrizeSettled)[0].describe(lambda s: f"Player {s + 1}") == line
    assert of_type(events, PrizeSettled)[0].describe(lambda s: "You" if s == 1 else "Ada").startswith("You take prize 1")
    assert state.won == [[], [card("QC")]]
    assert state.scores == [0, 12]
    assert state.discard == [card("9S"), card("JH")]
    assert events[-1] == PrizeRevealed(card("5C"))


def test_two_players_tied_discards_the_prize() -> None:
    state = start(2, ["QC"])
    events = bid_round(state, "9S", "9H")
    assert settled(events) == (None, "the two 9s cancel out")
    assert of_type(events, PrizeSettled)[0].describe(str).startswith("Nobody takes prize 1, the Queen of Clubs: ")
    assert not of_type(events, PrizeDiscarded)
    assert state.won == [[], []]
    assert card("QC") in state.discard


def test_three_players_tied_pair_hands_the_prize_to_the_lowest_bid() -> None:
    state = start(3, ["QC", "JC", "10C"])
    events = bid_round(state, "KS", "KH", "2D")
    assert settled(events) == (2, "highest bid left once the two Kings cancel out")
    events = bid_round(state, "3S", "QH", "3D")  # the pair is low: the lone high bid wins
    assert settled(events) == (1, "highest bid")
    events = bid_round(state, "9S", "7H", "9D")  # the pair is high: the lone low bid wins
    assert settled(events) == (1, "highest bid left once the two 9s cancel out")
    assert state.scores == [0, 21, 12]
    assert [r.reason for r in state.observation(0).history] == [
        "highest bid left once the two Kings cancel out",
        "highest bid",
        "highest bid left once the two 9s cancel out",
    ]


def test_three_players_all_tied_discards_the_prize() -> None:
    state = start(3, ["QC"])
    events = bid_round(state, "7S", "7H", "7D")
    assert settled(events) == (None, "the three 7s cancel out")
    assert state.won == [[], [], []]


def test_an_assassin_bid_discards_the_prize() -> None:
    state = start(3, ["KC", "QC"])
    events = bid_round(state, "AS", "KH", "2D")
    assert settled(events) == (None, "the Assassin spoils the prize")
    assert of_type(events, PrizeSettled)[0].prize is card("KC")
    assert not of_type(events, PrizeWon) and not of_type(events, PrizeDiscarded)
    assert {card("AS"), card("KH"), card("2D"), card("KC")} <= set(state.discard)
    events = bid_round(state, "QS", "AH", "AD")
    assert settled(events) == (None, "two Assassins spoil the prize")
    assert state.scores == [0, 0, 0]


def test_an_assassin_bid_beats_a_tie_too() -> None:
    state = start(3, ["KC"])
    events = bid_round(state, "5S", "5H", "AD")
    assert settled(events) == (None, "the Assassin spoils the prize")


def test_an_assassin_won_goes_to_the_hand_scores_nothing_and_can_be_bid() -> None:
    state = start(2, ["AC", "KC", "QC"])
    events = bid_round(state, "3S", "2H")
    assert settled(events) == (0, "highest bid") and of_type(events, PrizeSettled)[0].to_hand
    line = "P0 takes prize 1, the Assassin of Clubs, with the 3 of Spades, into their hand: highest bid."
    assert events[1].describe(lambda s: f"P{s}") == line
    assert "into your hand" in events[1].describe(lambda s: "You")
    assert card("AC") in state.hands[0] and state.won == [[], []] and state.scores == [0, 0]
    assert state.taken_to_hand == [[card("AC")], []]
    assert bid_for(card("AC")) in state.legal_actions(0)
    assert len(state.legal_actions(0)) == 13  # 12 Spades left and the Assassin of Clubs
    assert state.observation(1).taken_to_hand == ((card("AC"),), ())
    events = bid_round(state, "AC", "KH")
    assert settled(events) == (None, "the Assassin spoils the prize")
    assert card("AC") not in state.hands[0]
    events = bid_round(state, "AS", "4H")
    assert of_type(events, PrizeSettled)[0].prize is card("QC") and card("QC") in state.discard
    rounds = state.result().rounds
    assert rounds[0].breakdown[0][0].label == "Won the Assassin of Clubs, into the hand"
    assert rounds[0].points == (0, 0)


# --- jokers -----------------------------------------------------------------------------------
def test_a_joker_won_is_swapped_for_the_next_prize() -> None:
    state = start(2, ["JK1", "9C", "4C"], jokers_n=1)
    events = bid_round(state, "5S", "2H")
    assert events[1:] == [
        PrizeSettled(0, card("JK1"), events[0].bids, 1, "highest bid"),
        PrizeDiscarded(card("JK1"), "whoever wins a joker takes the next prize card instead"),
        PrizeRevealed(card("9C")),
        PrizeWon(0, card("9C")),
        PrizeRevealed(card("4C")),
    ]
    assert state.won == [[card("9C")], []] and state.scores == [9, 0]
    assert card("JK1") in state.discard
    r = state.result().rounds[0]
    assert r.points == (9, 0)
    assert [i.label for i in r.breakdown[0]] == [
        "Won the Joker, swapped for the next prize card",
        "Won the 9 of Clubs",
    ]


def test_joker_then_joker_then_a_card() -> None:
    state = start(3, ["JK2", "JK1", "KC", "3C"], jokers_n=2)
    events = bid_round(state, "5S", "6H", "2D")
    kinds = [(type(e).__name__, getattr(e, "card", None)) for e in events[2:]]
    assert kinds == [
        ("PrizeDiscarded", card("JK2")),
        ("PrizeRevealed", card("JK1")),
        ("PrizeDiscarded", card("JK1")),
        ("PrizeRevealed", card("KC")),
        ("PrizeWon", card("KC")),
        ("PrizeRevealed", card("3C")),
    ]
    assert events[6] == PrizeWon(1, card("KC"))
    assert events[6].describe(lambda s: f"P{s}") == "P1 takes the King of Clubs in the joker's place."
    assert state.scores == [0, 13, 0]
    assert state.history[0].turned_up == (card("JK1"), card("KC"))


def test_joker_then_an_assassin_goes_to_the_hand() -> None:
    state = start(2, ["JK1", "AC", "3C"], jokers_n=1)
    events = bid_round(state, "5S", "6H")
    assert PrizeWon(1, card("AC"), to_hand=True) in events
    assert card("AC") in state.hands[1] and state.won == [[], []]


def test_a_joker_discarded_by_an_assassin_does_not_turn_up_the_next_card() -> None:
    state = start(2, ["JK1", "9C"], jokers_n=1)
    events = bid_round(state, "AS", "6H")
    assert events[1:] == [
        PrizeSettled(None, card("JK1"), events[0].bids, 1, "the Assassin spoils the prize"),
        PrizeRevealed(card("9C")),
    ]


def test_a_joker_won_when_the_prize_deck_is_empty_gives_nothing() -> None:
    order = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "AC", "JK1"]
    state = start(2, order, set_aside="KC", jokers_n=1)
    for rank in ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]:  # 2C..QC tied away
        bid_round(state, f"{rank}S", f"{rank}H")
    bid_round(state, "2S", "3H")  # seat 1 takes the Assassin of Clubs into hand
    assert state.prize is card("JK1") and not state.prize_deck
    events = bid_round(state, "3S", "2H")  # seat 0 wins the joker, and nothing is left
    assert events[2] == PrizeDiscarded(
        card("JK1"), "whoever wins a joker takes the next prize card instead, but none is left"
    )
    assert not of_type(events, PrizeWon) and not of_type(events, PrizeRevealed)
    assert state.is_over() and state.won == [[], []]
    assert state.hands == [[], [card("AC")]]
    assert state.result().rounds[-1].breakdown[0][0].label == "Won the Joker, swapped for the next prize card"


