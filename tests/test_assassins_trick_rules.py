"""Assassin's Trick: the registry entry, the deck, the deal, and every ruling, on fixed deals."""

from __future__ import annotations

from typing import Any

import pytest

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import deck, influence, is_assassin, is_joker, jokers, suit_cards
from rules.assassins_trick.events import (
    BidPlaced,
    BidsRevealed,
    PrizeDiscarded,
    PrizeRevealed,
    PrizeWon,
    SetAsideRevealed,
)
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.actions import CardAction
from rules.core.errors import IllegalAction, RecordError
from rules.core.events import Event, GameOver
from rules.core.record import GameRecord
from rules.core.registry import get_game, new_game
from tests.card_walk import cards_in

SUIT_OF_SEAT = ("S", "H", "D")


def bid_for(card) -> CardAction:
    return bid_actions().for_card(card)


def card(code: str):
    return deck().card(code)


def make_deal(
    players: int, top: list[str], set_aside: str | None = None, jokers_n: int = 0
) -> dict[str, Any]:
    """Seat 0 holds Spades, seat 1 Hearts, seat 2 Diamonds; the prizes are Clubs (+ jokers).

    ``top`` gives the first prizes, top first; the rest follow in deck order, and the set-aside
    card is ``set_aside`` or else the last card left over.
    """
    pool = [c.code for c in (*suit_cards("C"), *jokers(jokers_n))]
    rest = [c for c in pool if c not in top and c != set_aside]
    if set_aside is None:
        set_aside = rest.pop()
    return {
        "hands": [[c.code for c in suit_cards(SUIT_OF_SEAT[s])] for s in range(players)],
        "prizes": [*top, *rest],
        "set_aside": set_aside,
    }


def start(
    players: int, top: list[str], set_aside: str | None = None, jokers_n: int = 0
) -> AssassinsTrickState:
    deal = make_deal(players, top, set_aside, jokers_n)
    state = new_game("assassins_trick", players, {"jokers": jokers_n}, seed=0, deal=deal)
    assert isinstance(state, AssassinsTrickState)
    return state


def bid_round(state: AssassinsTrickState, *codes: str) -> list[Event]:
    """Every seat bids, seat 0 first; the events of the last bid (the resolution)."""
    events: list[Event] = []
    for seat, code in enumerate(codes):
        events = state.apply(seat, state.parse_action(f"bid {code}"))
    return events


def of_type(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


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
    assert events == [BidPlaced(1)]
    assert "face down" in events[0].describe(str) and "King" not in events[0].describe(str)
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
    assert state.apply(0, state.parse_action("bid 2S")) == [BidPlaced(0)]
    events = state.apply(2, state.parse_action("bid 3D"))
    assert events[0] == BidsRevealed(((0, card("2S")), (1, card("KH")), (2, card("3D"))))
    assert events[1] == PrizeWon(1, card("QC"))
    assert isinstance(events[2], PrizeRevealed)
    obs = state.observation(0)
    assert obs.history[0].bids == ((0, card("2S")), (1, card("KH")), (2, card("3D")))
    assert obs.has_bid == (False, False, False) and obs.to_move == (0, 1, 2)


# --- settling a prize -----------------------------------------------------------------------
def test_highest_bid_wins_and_all_bids_are_discarded() -> None:
    state = start(2, ["QC", "5C"])
    events = bid_round(state, "9S", "JH")
    assert of_type(events, PrizeWon) == [PrizeWon(1, card("QC"))]
    assert state.won == [[], [card("QC")]]
    assert state.scores == [0, 12]
    assert state.discard == [card("9S"), card("JH")]
    assert events[-1] == PrizeRevealed(card("5C"))


def test_two_players_tied_discards_the_prize() -> None:
    state = start(2, ["QC"])
    events = bid_round(state, "9S", "9H")
    assert of_type(events, PrizeDiscarded) == [PrizeDiscarded(card("QC"), "every bid was tied")]
    assert state.won == [[], []]
    assert card("QC") in state.discard


def test_three_players_tied_pair_hands_the_prize_to_the_lowest_bid() -> None:
    state = start(3, ["QC", "JC", "10C"])
    events = bid_round(state, "KS", "KH", "2D")
    assert of_type(events, PrizeWon) == [PrizeWon(2, card("QC"))]
    events = bid_round(state, "3S", "QH", "3D")  # the pair is low: the lone high bid wins
    assert of_type(events, PrizeWon) == [PrizeWon(1, card("JC"))]
    events = bid_round(state, "9S", "7H", "9D")  # the pair is high: the lone low bid wins
    assert of_type(events, PrizeWon) == [PrizeWon(1, card("10C"))]
    assert state.scores == [0, 21, 12]


def test_three_players_all_tied_discards_the_prize() -> None:
    state = start(3, ["QC"])
    events = bid_round(state, "7S", "7H", "7D")
    assert of_type(events, PrizeDiscarded) == [PrizeDiscarded(card("QC"), "every bid was tied")]
    assert state.won == [[], [], []]


def test_an_assassin_bid_discards_the_prize() -> None:
    state = start(3, ["KC", "QC"])
    events = bid_round(state, "AS", "KH", "2D")
    (discarded,) = of_type(events, PrizeDiscarded)
    assert discarded.card is card("KC") and discarded.reason == "the Assassin of Spades was bid"
    assert not of_type(events, PrizeWon)
    assert {card("AS"), card("KH"), card("2D"), card("KC")} <= set(state.discard)
    events = bid_round(state, "QS", "AH", "AD")
    (discarded,) = of_type(events, PrizeDiscarded)
    assert discarded.reason == "the Assassin of Hearts and the Assassin of Diamonds were bid"
    assert state.scores == [0, 0, 0]


def test_an_assassin_bid_beats_a_tie_too() -> None:
    state = start(3, ["KC"])
    events = bid_round(state, "5S", "5H", "AD")
    assert "Assassin of Diamonds" in of_type(events, PrizeDiscarded)[0].reason


def test_an_assassin_won_goes_to_the_hand_scores_nothing_and_can_be_bid() -> None:
    state = start(2, ["AC", "KC", "QC"])
    events = bid_round(state, "3S", "2H")
    assert of_type(events, PrizeWon) == [PrizeWon(0, card("AC"), to_hand=True)]
    assert "adds it to their hand" in events[1].describe(lambda s: f"P{s}")
    assert card("AC") in state.hands[0] and state.won == [[], []] and state.scores == [0, 0]
    assert state.taken_to_hand == [[card("AC")], []]
    assert bid_for(card("AC")) in state.legal_actions(0)
    assert len(state.legal_actions(0)) == 13  # 12 Spades left and the Assassin of Clubs
    assert state.observation(1).taken_to_hand == ((card("AC"),), ())
    events = bid_round(state, "AC", "KH")
    assert of_type(events, PrizeDiscarded)[0].reason == "the Assassin of Clubs was bid"
    assert card("AC") not in state.hands[0]
    events = bid_round(state, "AS", "4H")
    assert of_type(events, PrizeDiscarded)[0].card is card("QC")
    rounds = state.result().rounds
    assert rounds[0].breakdown[0][0].label == "Won the Assassin of Clubs, into the hand"
    assert rounds[0].points == (0, 0)


# --- jokers -----------------------------------------------------------------------------------
def test_a_joker_won_is_swapped_for_the_next_prize() -> None:
    state = start(2, ["JK1", "9C", "4C"], jokers_n=1)
    events = bid_round(state, "5S", "2H")
    assert events[1:] == [
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
    kinds = [(type(e).__name__, getattr(e, "card", None)) for e in events[1:]]
    assert kinds == [
        ("PrizeDiscarded", card("JK2")),
        ("PrizeRevealed", card("JK1")),
        ("PrizeDiscarded", card("JK1")),
        ("PrizeRevealed", card("KC")),
        ("PrizeWon", card("KC")),
        ("PrizeRevealed", card("3C")),
    ]
    assert events[5] == PrizeWon(1, card("KC"))
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
        PrizeDiscarded(card("JK1"), "the Assassin of Spades was bid"),
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
    assert events[1] == PrizeDiscarded(
        card("JK1"), "whoever wins a joker takes the next prize card instead, but none is left"
    )
    assert not of_type(events, PrizeWon) and not of_type(events, PrizeRevealed)
    assert state.is_over() and state.won == [[], []]
    assert state.hands == [[], [card("AC")]]
    assert state.result().rounds[-1].breakdown[0][0].label == "Won the Joker, swapped for the next prize card"


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
    assert {type(e) for e in events} == {PrizeRevealed, BidPlaced, BidsRevealed, PrizeDiscarded, PrizeWon}
    lines = [e.describe(lambda s: f"Player {s + 1}") for e in events]
    assert all(line and "Card(" not in line for line in lines)
    assert "Player 2 wins the Assassin of Clubs and adds it to their hand." in lines
    assert "The Queen of Clubs is discarded: the Assassin of Spades was bid." in lines
