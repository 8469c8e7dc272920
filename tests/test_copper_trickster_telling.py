"""What The Copper Trickster's rules tell the table and the log: why each trick was taken, the
log lines in the second person, the private pass events, the round result's roles and facts,
and the points a seat may count so far."""

from __future__ import annotations

import random

from rules.copper_trickster.characters import characters_for
from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.copper_trickster.events import CardPassed, CharactersDealt, GreatSuitChosen, PassChosen
from rules.copper_trickster.scoring import CopperRoundResult, points_so_far
from rules.copper_trickster.trick import judge_trick
from rules.core.events import YOU, RoundScored, RoundStarted, TrickWon
from tests.test_copper_trickster_helpers import CARD, act, cards, make_state, pass_all
from tests.test_copper_trickster_rules import _bulls_led


def names(seat: int) -> str:
    return ("Ada", "Ben", "Cy", "Di", "Eve")[seat]


def you_are(viewer: int):
    return lambda seat: YOU if seat == viewer else names(seat)


def plays(spec: str) -> list:
    """``"0:1B 1:12B 2:3F"`` as (seat, card) plays."""
    return [(int(s), CARD(c)) for s, c in (part.split(":") for part in spec.split())]


# --- why a trick is taken -----------------------------------------------------------------------
def test_the_highest_card_of_the_led_suit_takes_it() -> None:
    assert judge_trick(plays("0:3P 1:12B 2:9P"), "P") == (2, "highest Palm")
    assert judge_trick(plays("0:3F 1:12F 2:9P"), "F") == (1, "highest Fish")
    assert judge_trick(plays("0:3P 1:12B 2:9M"), "P") == (0, "the only Palm")  # nobody followed


def test_the_party_trump_takes_it() -> None:
    assert judge_trick(plays("0:3P 1:2B 2:9P"), "P", trump="B") == (1, "the only trump")
    assert judge_trick(plays("0:3P 1:2B 2:9B"), "P", trump="B") == (2, "highest trump")
    assert judge_trick(plays("0:3B 1:2B 2:9P"), "B", trump="B") == (0, "highest trump")  # trump led
    assert judge_trick(plays("0:3P 1:12M 2:9P"), "P", trump="B") == (2, "highest Palm")  # no trump played


def test_trick_won_events_carry_the_reason_and_the_documented_line() -> None:
    _, events = _bulls_led(party=True)
    (won,) = [e for e in events if isinstance(e, TrickWon)]
    assert (won.seat, won.reason, won.counted_as) == (0, "the only trump", ())
    assert won.describe(names) == "Ada takes trick 1 with the 2 of Fish: the only trump."
    assert won.describe(you_are(0)) == "You take trick 1 with the 2 of Fish: the only trump."
    _, events = _bulls_led(party=False)
    (won,) = [e for e in events if isinstance(e, TrickWon)]
    assert won.describe(names) == "Di takes trick 1 with the 12 of Bulls: highest Bull."


def play_round(state, rng: random.Random) -> list:
    """Random legal cards until the round is scored; returns the events."""
    events: list = []
    while not any(isinstance(e, RoundScored) for e in events):
        (seat,) = state.to_move()
        events += state.apply(seat, rng.choice(state.legal_actions(seat)))
    return events


def test_every_trick_of_a_random_round_says_why() -> None:
    reasons = set()
    for party in (False, True):
        for seed in range(4):
            state = make_state(4, party=party, trump_from=1 if party else None, seed=seed)
            act(state, 2, "great M")
            pass_all(state)
            trump = state.trump
            for event in play_round(state, random.Random(seed)):
                if isinstance(event, TrickWon):
                    led = event.cards[0][1].suit
                    winning = event.winning_card
                    assert winning is not None
                    word = event.reason.removeprefix("highest ").removeprefix("the only ")
                    alone = event.reason.startswith("the only ")
                    if word == "trump":
                        assert party and winning.suit == trump
                        assert alone == (sum(c.suit == trump for _, c in event.cards) == 1)
                    else:
                        assert winning.suit == led and word == SUIT_SINGULAR[led]
                        assert not any(c.suit == trump for _, c in event.cards)
                        assert alone == (sum(c.suit == led for _, c in event.cards) == 1)
                    reasons.add(event.reason.split()[0] + " " + ("trump" if word == "trump" else "suit"))
    assert reasons == {"highest trump", "highest suit", "the trump", "the suit"}


# --- the log in the second person ---------------------------------------------------------------
def test_log_lines_speak_to_you() -> None:
    dealt = CharactersDealt(1, characters_for(3))
    assert dealt.describe(you_are(1)) == (
        "Characters dealt: Ada is Ea-Nasir, You are Assyrian Buyer, Cy is Supplier.")
    assert GreatSuitChosen(2).describe(you_are(2)).startswith("You set the great copper face down")
    assert GreatSuitChosen(2).describe(names).startswith("Cy sets the great copper")
    assert PassChosen(0).describe(you_are(0)) == "You lay a discard and a pass face down."
    assert PassChosen(4, False).describe(names) == "Eve lays a discard face down."


def test_a_pass_is_private_and_tells_the_receiver_what_came() -> None:
    passed = CardPassed(0, 1, CARD("7F"))
    assert passed.visible_to == frozenset((0, 1))
    assert passed.describe(you_are(1)) == "You receive the 7 of Fish from Ada."
    assert passed.describe(you_are(0)) == "You pass the 7 of Fish to Ben."
    assert passed.describe(names) == "Ada passes the 7 of Fish to Ben."


def test_the_observation_names_who_you_pass_to_and_who_passed_to_you() -> None:
    state = make_state(5)  # 0 Ea-Nasir, 1 Assyrian, 2 Supplier, 3 Babylonian, 4 Messenger
    act(state, 2, "great M")
    assert [state.observation(s).pass_to for s in range(5)] == [1, 2, 3, 0, None]
    assert all(state.observation(s).received_from is None for s in range(5))
    events = pass_all(state)
    assert [state.observation(s).received_from for s in range(5)] == [3, 0, 1, 2, None]
    for event in events:
        if isinstance(event, CardPassed):
            assert state.observation(event.to_seat).received == event.card


def test_the_round_starts_with_the_leader_of_the_first_trick() -> None:
    state = make_state(4, first_ea_nasir=2)  # the Assyrian Buyer sits at 3, the Supplier at 0
    (started,) = [e for e in state.opening_events() if isinstance(e, RoundStarted)]
    assert started.first == 3 == state.leader
    assert started.describe(names) == "Round 1; Di starts."


# --- the round's result -------------------------------------------------------------------------
def test_the_round_result_names_each_column_s_character_and_the_facts_of_the_round() -> None:
    state = make_state(3, slots="MBSF", party=True, trump_from=2)
    act(state, 2, "great S")
    pass_all(state)
    trump = state.trump_card
    play_round(state, random.Random(1))
    result = state.result().rounds[0]
    assert isinstance(result, CopperRoundResult)
    assert result.roles == ("Ea-Nasir", "Assyrian Buyer", "Supplier")
    assert result.indicator == (("great", "S"), ("good_assyrian", "M"), ("mediocre", "B"), ("bad", "F"))
    assert result.trump_card == trump is not None
    shown = result.to_json()
    assert shown["roles"] == ["Ea-Nasir", "Assyrian Buyer", "Supplier"] and shown["trump"] == trump.code
    assert state.result().to_json()["rounds"][0] == list(result.points)
    # round 2: the characters have passed left, and the roles with them
    act(state, 0, "great M")
    pass_all(state)
    play_round(state, random.Random(2))
    assert state.result().rounds[1].roles == ("Supplier", "Ea-Nasir", "Assyrian Buyer")
    assert state.round_no == 3


# --- points so far ------------------------------------------------------------------------------
def test_points_so_far_count_only_the_slots_known() -> None:
    won = cards("1S 2S 3M 4B 5F")
    known = (("great", "S"),)
    assert points_so_far("supplier", 3, won, known, 0, 0) == (6, 3)
    everything = (("great", "S"), ("good_assyrian", "M"), ("mediocre", "B"), ("bad", "F"))
    assert points_so_far("supplier", 3, won, everything, 0, 0) == (6 + 1 + 0 - 2, 0)
    assert points_so_far("ea_nasir", 3, won, (("mediocre", "B"), ("bad", "F")), 0, 0) == (-4, 3)


def test_the_messenger_s_points_so_far_are_exact() -> None:
    assert points_so_far("messenger", 5, cards("1S 2S"), (), 2, 0) == (-4, 0)
    assert points_so_far("messenger", 5, (), (), 1, 2) == (-2 + 12, 0)
