"""The Copper Trickster's rules, one ruling per test (../shared/RULINGS.md, The Copper Trickster):
the deck, the characters, the great suit and the slots, the discard-and-pass, the tricks, the
Revelation and Ea-Nasir's Party."""

from __future__ import annotations

import random

import pytest

from rules.copper_trickster.actions import GreatAction, PassAction
from rules.copper_trickster.characters import characters_for
from rules.copper_trickster.deck import SUITS, copper_deck
from rules.copper_trickster.events import (
    CardPassed,
    CharactersDealt,
    GreatSuitChosen,
    PassChosen,
    Revelation,
    TrumpTurnedUp,
)
from rules.copper_trickster.state import CopperTricksterState
from rules.core.actions import CardAction
from rules.core.errors import IllegalAction
from rules.core.events import RoundScored, TrickWon
from rules.core.registry import get_game
from tests.test_copper_trickster_helpers import CARD, act, make_state, pass_all, play_tricks


def new(players: int, seed: int = 0, party: bool = False) -> CopperTricksterState:
    return get_game("copper_trickster").new_game(players, {"ea_nasirs_party": party}, seed)  # type: ignore[return-value]


# --- the deck -----------------------------------------------------------------------------------
def test_sixty_cards_one_to_twelve_in_five_suits() -> None:
    deck = copper_deck()
    assert len(deck) == 60 and SUITS == ("B", "F", "M", "P", "S")
    assert CARD("12s").name == "12 of Stars" and CARD("7M").label == "7" and CARD("7M").rank == 7


@pytest.mark.parametrize("players,size", [(3, 16), (4, 15), (5, 12)])
def test_every_card_in_play_is_dealt_none_left_over(players: int, size: int) -> None:
    for seed in range(5):
        state = new(players, seed)
        assert [len(h) for h in state.hands] == [size] * players
        dealt = [c for h in state.hands for c in h]
        in_play = [c for c in copper_deck() if c.suit != state.removed_suit]
        assert sorted(dealt) == sorted(in_play)
        assert len(dealt) == (48 if players == 3 else 60)


def test_three_players_remove_one_suit_for_the_whole_game() -> None:
    removed = {new(3, seed).removed_suit for seed in range(30)}
    assert len(removed) > 2 and removed <= set(SUITS)
    assert new(4).removed_suit is None and new(5).removed_suit is None
    state = new(3, seed=4)
    gone = state.removed_suit
    for _ in range(3):  # every round leaves the same suit out
        assert not any(c.suit == gone for h in state.hands for c in h)
        assert gone not in {a.suit for a in state.legal_actions(state.to_move()[0])}
        round_no = state.round_no
        rng = random.Random(1)
        while state.round_no == round_no and not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


# --- characters ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_characters_dealt_clockwise_from_ea_nasir_and_passed_left(players: int) -> None:
    first = 2 % players
    state = make_state(players, first_ea_nasir=first)
    order = characters_for(players)
    assert state.characters == tuple(order[(s - first) % players] for s in range(players))
    rng = random.Random(3)
    seen_ea_nasir = [state.characters.index("ea_nasir")]
    previous = state.characters
    while not state.is_over():
        seat = state.to_move()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        dealt = [e for e in events if isinstance(e, CharactersDealt)]
        if dealt:
            assert dealt[0].characters == previous[-1:] + previous[:-1]  # each moved one seat left
            previous = dealt[0].characters
            seen_ea_nasir.append(previous.index("ea_nasir"))
    assert state.round_no == players and sorted(seen_ea_nasir) == list(range(players))


def test_first_ea_nasir_comes_from_the_seed() -> None:
    assert {new(4, seed).characters.index("ea_nasir") for seed in range(40)} == {0, 1, 2, 3}


# --- the great suit and the slots ---------------------------------------------------------------
def test_the_supplier_alone_chooses_the_great_suit_first() -> None:
    state = make_state(4, slots="BFMPS")
    assert state.phase == "great" and state.to_move() == (2,)
    assert [str(a) for a in state.legal_actions(2)] == ["great B", "great F", "great M", "great P", "great S"]
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="Supplier"):
        act(state, 0, "great M")
    with pytest.raises(IllegalAction, match="great suit"):
        act(state, 2, "play 1B")
    events = act(state, 2, "great M")
    assert events == [GreatSuitChosen(2)]
    # M taken out of the shuffled order B F M P S; the rest fill the other slots in order.
    assert state.assignment == (
        ("great", "M"), ("good_assyrian", "B"), ("good_babylonian", "F"), ("mediocre", "P"), ("bad", "S")
    )
    assert state.phase == "pass" and state.to_move() == (0, 1, 2, 3)


def test_three_players_use_four_slots_and_cannot_name_the_removed_suit() -> None:
    state = make_state(3, removed_suit="P", slots="SMBF")
    with pytest.raises(IllegalAction, match="Palms are out"):
        act(state, 2, "great P")
    act(state, 2, "great B")
    assert state.assignment == (("great", "B"), ("good_assyrian", "S"), ("mediocre", "M"), ("bad", "F"))


def test_the_shuffle_of_the_other_slots_comes_from_the_seed() -> None:
    layouts = set()
    for seed in range(30):
        state = new(4, seed)
        state.apply(state.to_move()[0], GreatAction("M"))
        layouts.add(state.assignment)
    assert len(layouts) > 5


# --- discard and pass ---------------------------------------------------------------------------
def test_ea_nasir_may_not_pass_bad_copper_but_may_discard_it() -> None:
    state = make_state(4, {0: "12S 11S 1B 2B"}, slots="BFMPS")  # great M -> bad S
    act(state, 2, "great M")
    assert state.bad_suit == "S"
    passes = [a for a in state.legal_actions(0) if isinstance(a, PassAction)]
    assert passes and all(a.passed.suit != "S" for a in passes)
    assert any(a.discard.suit == "S" for a in passes)
    with pytest.raises(IllegalAction, match="bad copper"):
        act(state, 0, "pass 1B 12S")
    assert state.why_illegal(0, state.parse_action("pass 12S 1B")) is None
    act(state, 0, "pass 12S 1B")
    # Another character may pass bad copper.
    assert any(a.passed.suit == "S" for a in state.legal_actions(1)) or not any(
        c.suit == "S" for c in state.hands[1]
    )


def test_ea_nasir_passes_bad_copper_when_his_whole_hand_is_bad() -> None:
    bad_suit = " ".join(f"{r}S" for r in range(1, 13))
    state = make_state(5, {0: bad_suit}, slots="BFMPS")  # 12 cards each: the whole Stars suit
    act(state, 2, "great M")
    assert state.bad_suit == "S"
    legal = state.legal_actions(0)
    assert len(legal) == 12 * 11 and all(a.passed.suit == "S" for a in legal)
    act(state, 0, "pass 1S 12S")
    assert CARD("12S") in state.passes


def test_ea_nasir_restriction_is_judged_before_the_discard() -> None:
    eleven_bad = " ".join(f"{r}S" for r in range(1, 12))
    state = make_state(5, {0: eleven_bad + " 1B"}, slots="BFMPS")
    act(state, 2, "great M")
    # Discarding his only other card does not make a bad pass legal: the pass must be the 1B.
    with pytest.raises(IllegalAction, match="bad copper"):
        act(state, 0, "pass 1B 5S")
    assert {a.passed for a in state.legal_actions(0)} == {CARD("1B")}


def test_received_cards_join_the_hand_only_once_everyone_has_passed() -> None:
    state = make_state(4, {0: "1B", 1: "2B"}, slots="BFMPS")
    act(state, 2, "great M")
    events = act(state, 0, "pass 1B " + next(c.code for c in state.hands[0] if c.code != "1B"))
    assert events == [PassChosen(0, True)]
    assert state.to_move() == (1, 2, 3)
    assert len(state.hands[1]) == 15 and state.received[1] is None
    with pytest.raises(IllegalAction, match="already"):
        state.apply(0, state.legal_actions(1)[0])
    obs1 = state.observation(1)
    assert obs1.received is None and state.passes[0] not in obs1.hand
    for seat in (1, 2):
        state.apply(seat, state.legal_actions(seat)[0])
    assert len(state.hands[1]) == 13  # passed and discarded, not yet received
    events = state.apply(3, state.legal_actions(3)[0])
    passed = [e for e in events if isinstance(e, CardPassed)]
    assert [(e.from_seat, e.to_seat) for e in passed] == [(0, 1), (1, 2), (2, 3), (3, 0)]
    assert all(e.visible_to == {e.from_seat, e.to_seat} for e in passed)
    assert [len(h) for h in state.hands] == [14] * 4
    assert state.received[1] == state.passes[0] and state.passes[0] in state.hands[1]
    assert state.phase == "tricks"


def test_five_players_messenger_only_discards_and_babylonian_passes_to_ea_nasir() -> None:
    state = make_state(5, slots="BFMPS")
    act(state, 2, "great M")
    messenger_legal = state.legal_actions(4)
    assert all(isinstance(a, CardAction) and a.verb == "discard" for a in messenger_legal)
    assert len(messenger_legal) == 12
    with pytest.raises(IllegalAction, match="Messenger only discards"):
        state.apply(4, state.legal_actions(1)[0])
    events = []
    for seat in range(5):
        events += state.apply(seat, state.legal_actions(seat)[0])
    assert PassChosen(4, False) in events
    routes = {(e.from_seat, e.to_seat) for e in events if isinstance(e, CardPassed)}
    assert routes == {(0, 1), (1, 2), (2, 3), (3, 0)}  # Babylonian (3) to Ea-Nasir (0)
    assert state.received[4] is None and state.passes[4] is None
    assert [len(h) for h in state.hands] == [11] * 5


# --- tricks -------------------------------------------------------------------------------------
def test_assyrian_buyer_leads_follow_suit_and_the_winner_leads() -> None:
    state = make_state(3, {0: "1B 5B", 1: "3B 1F", 2: "9B 12B"}, first_ea_nasir=2, slots="BFMS")
    # first_ea_nasir=2: seat 2 Ea-Nasir, seat 0 Assyrian Buyer, seat 1 Supplier.
    act(state, 1, "great M")
    pass_all(state, {0: "pass 1B 5B", 1: "pass 3B 1F"})
    assert state.to_move() == (0,) and state.trick_no == 1
    hand0 = state.hands[0]
    led = hand0[0]
    act(state, 0, f"play {led.code}")
    follower = state.hands[1]
    same = [c for c in follower if c.suit == led.suit]
    other = [c for c in follower if c.suit != led.suit]
    if same and other:
        with pytest.raises(IllegalAction, match="must follow"):
            act(state, 1, f"play {other[0].code}")
    assert {a.card for a in state.legal_actions(1)} == set(same or follower)
    play_tricks(state, 1)
    winner = state.history[0].winner
    plays = state.history[0].plays
    best = max((c for _, c in plays if c.suit == led.suit), key=lambda c: c.rank)
    assert dict((c, s) for s, c in plays)[best] == winner
    assert state.to_move() == (winner,) and state.leader == winner


def test_three_players_reveal_after_trick_eight_with_seven_cards_in_hand() -> None:
    state = make_state(3, slots="BFMS")
    act(state, 2, "great M")
    pass_all(state)
    assert [len(h) for h in state.hands] == [15] * 3
    events = play_tricks(state, 7)
    assert not state.revealed and not any(isinstance(e, Revelation) for e in events)
    assert state.observation(0).known == (("mediocre", "F"), ("bad", "S"))
    events = play_tricks(state, 1)
    assert state.revealed and [len(h) for h in state.hands] == [7] * 3
    reveal = [e for e in events if isinstance(e, Revelation)]
    assert reveal == [Revelation((("great", "M"), ("good_assyrian", "B"), ("mediocre", "F"), ("bad", "S")))]
    assert isinstance(events[events.index(reveal[0]) - 1], TrickWon)
    for seat in range(3):
        assert state.observation(seat).known == reveal[0].slots


@pytest.mark.parametrize("players,after,left", [(4, 7, 7), (5, 6, 5)])
def test_revelation_trick_for_four_and_five_players(players: int, after: int, left: int) -> None:
    state = make_state(players)
    act(state, 2, "great M")
    pass_all(state)
    play_tricks(state, after - 1)
    assert not state.revealed
    play_tricks(state, 1)
    assert state.revealed and state.observation(0).revelation_after == after
    assert [len(h) for h in state.hands] == [left] * players


def test_a_round_has_one_trick_per_card_and_the_game_as_many_rounds_as_players() -> None:
    state = new(4, seed=9)
    rng = random.Random(9)
    scored = []
    tricks = 0
    while not state.is_over():
        seat = state.to_move()[0]
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            tricks += isinstance(event, TrickWon)
            if isinstance(event, RoundScored):
                scored.append(event.round_no)
                assert tricks == 14  # 15 cards dealt, one discarded, one passed, one received
                tricks = 0
    assert scored == [1, 2, 3, 4] and state.phase == "over" and state.to_move() == ()


# --- Ea-Nasir's Party ---------------------------------------------------------------------------
def test_party_turns_up_a_discard_for_trump() -> None:
    state = make_state(4, {3: "4F"}, slots="BFMPS", party=True, trump_from=3)
    act(state, 2, "great M")
    events = pass_all(state, {3: "pass 4F " + next(c.code for c in state.hands[3] if c.code != "4F")})
    assert events[-1] == TrumpTurnedUp(CARD("4F"))
    assert state.trump == "F" and state.trump_card == CARD("4F")
    assert all(state.observation(s).trump_card == CARD("4F") for s in range(4))
    assert not any(CARD("4F") in h for h in state.hands)  # out of play


PARTY_HANDS = {
    0: "2F 9F 1M 2M 3M 4M 5M 6M 7M 8M 9M 10M 11M 12M 1S",  # Ea-Nasir: no Bulls at all
    1: "1B 2B 3F 4F",
    2: "3B",
    3: "3S 4S 5B 12B",
}
PARTY_PASSES = {0: "pass 9F 1S", 1: "pass 3F 4F", 3: "pass 3S 4S"}  # Ea-Nasir still holds no Bulls


def _bulls_led(party: bool) -> tuple[CopperTricksterState, list]:
    """Seat 1 leads the 1 of Bulls, seats 2 and 3 follow with Bulls (3 the 12), seat 0 is void."""
    state = make_state(4, PARTY_HANDS, slots="BFMSP", party=party, trump_from=0 if party else None)
    act(state, 2, "great M")  # bad copper: Palms
    pass_all(state, PARTY_PASSES)
    assert not any(c.suit == "B" for c in state.hands[0])
    act(state, 1, "play 1B")
    off_suit = next(c for c in state.hands[2] if c.suit != "B")
    with pytest.raises(IllegalAction, match="must follow"):  # the led suit first, trump or not
        act(state, 2, f"play {off_suit.code}")
    state.apply(2, state.legal_actions(2)[0])
    act(state, 3, "play 12B")
    return state, act(state, 0, "play 2F")


def test_party_trick_goes_to_the_highest_trump() -> None:
    state, events = _bulls_led(party=True)
    assert state.trump == "F" and state.trump_card == CARD("9F")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [0]  # the 2 of Fish beats the 12B


def test_without_the_party_a_card_off_suit_never_wins() -> None:
    state, events = _bulls_led(party=False)
    assert state.trump is None and state.trump_card is None
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [3]


# --- action text and the deal -------------------------------------------------------------------
def test_action_text_parses_back_and_errors_say_how() -> None:
    state = new(4)
    assert str(state.parse_action("great moons")) == "great M"
    assert str(state.parse_action("PASS 3b 7f")) == "pass 3B 7F"
    assert str(state.parse_action("discard 3B")) == "discard 3B"
    assert str(state.parse_action("7F")) == "play 7F"
    for text, words in [
        ("great X", "no suit"),
        ("pass 3B", "like 'pass 3B 7F'"),
        ("pass 3B 3B", "two different cards"),
        ("pass 3B 13F", "no card"),
        ("bribe 3B", "actions look like"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            state.parse_action(text)


@pytest.mark.parametrize(
    "players,deal,words",
    [
        (4, {"removed_suit": "P"}, "3 players only"),
        (3, {"removed_suit": "X"}, "suit letters"),
        (3, {"hands": [[[], [], []]]}, "needs deal.removed_suit"),
        (4, {"hands": [[["1B"] * 15] * 4]}, "dealt twice"),
        (4, {"hands": [[[]] * 3]}, "must list 4 hands"),
        (4, {"slots": [["B", "F", "M", "P"]]}, "every suit in play"),
        (4, {"trump_from": [0]}, "Party only"),
        (4, {"first_ea_nasir": 4}, "seat from 0 to 3"),
        (4, {"first_dealer": 0}, "unknown deal field"),
    ],
)
def test_a_bad_deal_is_refused_with_a_reason(players: int, deal: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        CopperTricksterState(players, {"ea_nasirs_party": False}, 0, deal)


def test_a_deal_fixes_every_chance_outcome() -> None:
    state = make_state(3, {0: "1B"}, first_ea_nasir=1, removed_suit="S", slots="MBFP", party=True, trump_from=2)
    assert state.removed_suit == "S" and state.characters.index("ea_nasir") == 1
    assert CARD("1B") in state.hands[0]
    act(state, state.to_move()[0], "great B")
    assert state.assignment == (("great", "B"), ("good_assyrian", "M"), ("mediocre", "F"), ("bad", "P"))
    pass_all(state)  # each seat discards its first card: seat 0 the 1 of Bulls
    assert state.discards[0] == CARD("1B")
    assert state.trump_card is state.discards[2]
