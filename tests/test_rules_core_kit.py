"""The shared rules core: the trick kit, card actions, the bot registry and the event vocabulary."""

from __future__ import annotations

import random
import threading

import pytest

from rules.ai import DEFAULT_LEVEL, Budget, UnknownBotLevel, bot_levels, make_bot
from rules.ai.base import RandomBot
from rules.copas.easy import EasyBot as CopasEasyBot
from rules.copas.deck import copas_deck, play_actions
from rules.core.actions import CardAction, CardActions
from rules.core.errors import IllegalAction
from rules.core.events import RoundStarted, card_played
from rules.core.registry import all_games, get_game
from rules.core.tricks import (
    check_deal,
    deal,
    follow_suit,
    next_seat,
    seat_words,
    seats_from,
    take_trick,
    trick_winner,
)


def cards(text: str):
    return copas_deck().cards(text.split())


# --- the trick kit ----------------------------------------------------------------------------
def test_follow_suit_keeps_the_led_suit_when_held() -> None:
    hand = cards("2P 7C AO KC")
    assert follow_suit(hand, "C") == cards("7C KC")
    assert follow_suit(hand, "E") == hand  # void: anything
    assert follow_suit(hand, None) == hand  # leading: anything
    assert follow_suit(hand, "E") is not hand


def test_trick_winner_highest_of_the_led_suit_or_trump() -> None:
    plays = list(zip((2, 1, 0, 3), cards("KP 7P AO 2E")))
    assert trick_winner(plays, "P") == 1  # the 7 beats the King; the Ace of Coins is off suit
    assert trick_winner(plays, "P", trump="E") == 3  # the lone trump, however low
    assert trick_winner(plays, "P", trump="C") == 1  # no trump played: the led suit decides
    two_trumps = list(zip((0, 1, 2), cards("AP 3E QE")))
    assert trick_winner(two_trumps, "P", trump="E") == 2
    with pytest.raises(ValueError, match="no card of the led suit"):
        trick_winner(plays, "C")


def test_take_trick_says_which_suit_decided_and_whether_its_card_was_alone() -> None:
    plays = list(zip((2, 1, 0, 3), cards("KP 7P AO 2E")))
    led = take_trick(plays, "P")
    assert (led.seat, led.suit, led.by_trump, led.alone) == (1, "P", False, False)
    assert led.reason("Club") == "highest Club"
    trumped = take_trick(plays, "P", trump="E")
    assert (trumped.seat, trumped.suit, trumped.by_trump, trumped.alone) == (3, "E", True, True)
    assert trumped.reason("trump") == "the only trump"


def test_seat_order_both_ways() -> None:
    assert [next_seat(s, 4) for s in range(4)] == [1, 2, 3, 0]
    assert [next_seat(s, 4, clockwise=False) for s in range(4)] == [3, 0, 1, 2]
    assert seats_from(2, 4) == (2, 3, 0, 1)
    assert seats_from(2, 4, clockwise=False) == (2, 1, 0, 3)


def test_deal_one_card_at_a_time_from_the_first_seat() -> None:
    deck = list(copas_deck())[:7]
    hands = deal(deck, 3, first=1, clockwise=False)  # 1, 0, 2, 1, 0, 2, 1
    assert hands == [[deck[1], deck[4]], [deck[0], deck[3], deck[6]], [deck[2], deck[5]]]
    assert deal(deck[:4], 2, first=0) == [[deck[0], deck[2]], [deck[1], deck[3]]]


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (["2P 3P", "4P"], "hand 1 holds 1 cards; every hand holds 2"),
        (["2P 3P", "3P 4P"], r"the 3 of Clubs \(3P\) is dealt twice"),
        (["2P 3P", "4P 2E"], r"the 2 of Swords \(2E\) is not one of the cards dealt"),
    ],
)
def test_check_deal_says_what_is_wrong(hands: list[str], message: str) -> None:
    expected = cards("2P 3P 4P 5P")
    with pytest.raises(ValueError, match=message):
        check_deal([cards(h) for h in hands], expected, 2)
    check_deal([cards("2P 4P"), cards("5P 3P")], expected, 2)  # a good deal passes


def test_check_deal_names_the_missing_cards() -> None:
    with pytest.raises(ValueError, match="leaves out 1 card.*5P"):
        check_deal([cards("2P"), cards("3P"), cards("4P")], cards("2P 3P 4P 5P"), 1)


# --- card actions -----------------------------------------------------------------------------
def test_card_actions_are_interned_and_parse_back() -> None:
    plays = play_actions()
    seven = copas_deck().card("7C")
    action = plays.for_card(seven)
    assert action == CardAction("play", seven) and str(action) == "play 7C"
    assert plays.parse("play 7C") is action
    assert plays.parse("  PLAY   7c ") is action
    assert plays.parse("7C") is action
    assert plays[seven.index] is action and len(plays) == len(copas_deck())
    assert all(plays.parse(str(a)) is a for a in plays)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "an action looks like 'play 7C' \\(play the 7 of Cups\\)"),
        ("play", "an action looks like 'play 7C'"),
        ("bid 7C", "an action looks like 'play 7C'"),
        ("play 9C", "there is no card '9C' \\(cards look like "),
    ],
)
def test_card_action_text_errors_say_what_an_action_looks_like(text: str, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        play_actions().parse(text)


def test_a_verb_is_one_word() -> None:
    with pytest.raises(ValueError, match="one word"):
        CardActions(copas_deck(), "play card")


def test_a_copas_state_refuses_another_verb() -> None:
    state = get_game("copas").new_game(4, {}, 0)
    (seat,) = state.to_move()
    card = state.legal_actions(seat)[0].card
    with pytest.raises(IllegalAction, match="not a Copas action"):
        state.apply(seat, CardAction("discard", card))
    state.apply(seat, CardAction("play", card))  # an equal, not interned, action is fine


# --- bots ---------------------------------------------------------------------------------------
def test_bot_levels_come_from_the_registry() -> None:
    for info in all_games().values():
        assert bot_levels(info.id) == ("random", *info.bots, "normal", "hard")  # the search levels: every game's
    common = set.intersection(*(set(info.bots) for info in all_games().values()))
    assert set(bot_levels()) == {"random", *common, "normal", "hard"}
    assert DEFAULT_LEVEL in bot_levels()


def test_unknown_bot_level_names_the_levels() -> None:
    with pytest.raises(UnknownBotLevel, match="levels: random, easy") as err:
        make_bot("copas", "grandmaster", 1)
    assert isinstance(err.value, ValueError)
    assert isinstance(make_bot("copas", "random", 1), RandomBot)
    assert isinstance(make_bot("copas", "easy", 1), CopasEasyBot)


def test_every_registered_bot_takes_a_budget() -> None:
    cancel = threading.Event()
    cancel.set()
    budget = Budget(seconds=0.01, cancel=cancel)
    assert budget.cancelled() and not Budget().cancelled()
    for info in all_games().values():
        state = info.new_game(max(info.player_counts), {}, 3)
        seat = state.to_move()[0]
        obs = state.observation(seat)
        for level in bot_levels(info.id):
            action = make_bot(info.id, level, 5).choose(obs, budget)
            assert action in obs.legal_actions


def test_the_copas_easy_bot_breaks_ties_with_its_seed() -> None:
    """Leads are often ties between suits; different seeds must not always agree, same seeds must."""
    differ = 0
    for game in range(40):
        state = get_game("copas").new_game(4, {}, game)
        (seat,) = state.to_move()
        obs = state.observation(seat)
        picks = {CopasEasyBot(s).choose(obs) for s in range(8)}
        assert CopasEasyBot(3).choose(obs) == CopasEasyBot(3).choose(obs)
        differ += len(picks) > 1
    assert differ > 0, "the bot ignores its seed"


def test_games_register_bench_sizes_and_speed_targets() -> None:
    for info in all_games().values():
        assert info.bench_players in info.player_counts
        assert set(info.speed_targets) <= {"random_actions_per_s", "easy_decisions_per_s"}
        assert all(target > 0 for target in info.speed_targets.values())


# --- events -------------------------------------------------------------------------------------
def test_round_started_title() -> None:
    name = {0: "Ada", 1: "Bo"}.__getitem__
    assert RoundStarted(3, 0, 1, 10).describe(name) == "Round 3; Ada deals; Bo starts."
    assert RoundStarted(4, 0, 1, 10, "Bonus round").describe(name) == "Bonus round; Ada deals; Bo starts."


def test_card_played_events_are_shared() -> None:
    card = copas_deck().card("7C")
    assert card_played(1, card, 2) is card_played(1, card, 2)
    assert card_played(1, card, 2).describe(lambda s: "Ada") == "Ada plays the 7 of Cups."


def test_random_bot_is_seeded() -> None:
    state = get_game("copas").new_game(4, {}, 0)
    (seat,) = state.to_move()
    obs = state.observation(seat)
    picks = [RandomBot(s).choose(obs) for s in range(5)]
    assert picks == [RandomBot(s).choose(obs) for s in range(5)]
    assert random.Random(0).choice(obs.legal_actions) == RandomBot(0).choose(obs)


def test_seat_words_name_every_other_seat_from_where_one_sits() -> None:
    assert seat_words(2, 2, 4) == "you"
    assert [seat_words(0, s, 4) for s in (1, 2, 3)] == [
        "the player on your left", "the player across from you", "the player on your right",
    ]
    assert [seat_words(3, s, 5) for s in (4, 0, 1, 2)] == [
        "the player on your left", "the player two to your left", "the player two to your right",
        "the player on your right",
    ]
    assert seat_words(1, 4, 6) == "the player across from you"
    assert seat_words(0, 1, 2) == "the player on your left"
