"""Vazerneiros search's reading of the others' plays (rules/vazerneiros/inference.py): that the
readings never contradict an easy bot's true hand, what a shed card and a last seat's card rule
out, that a seat which breaks the habits is no longer read, and that the belief deals only hands
that fit."""

from __future__ import annotations

import random
from collections.abc import Iterator

from rules.core.registry import get_game
from rules.vazerneiros.easy import EasyBot
from rules.vazerneiros.easy_hand import card_chance, trick_worth
from rules.vazerneiros.inference import VazerneirosBelief, read_plays
from rules.vazerneiros.observation import TRICK_PHASE, TrickPlay, VazerneirosObservation
from rules.vazerneiros.state import VazerneirosState

PLAIN_RUMORS = (2, 3, 8, 12, 14)  # the highest card of the led suit takes the trick, face up (13 too, but
# its losers swap a card with the table after each trick, which clears what was read of them)


def _easy_games(games: int, seed: int) -> Iterator[tuple[VazerneirosState, VazerneirosObservation]]:
    """Every trick-phase decision of ``games`` whole games of easy bots (3, 4 and 5 players, the
    negative rumors in), as the true state and the observation of the seat to play."""
    for g in range(games):
        players = 3 + g % 3
        state = VazerneirosState(players, {"negative_rumors": True}, seed=seed + g)
        bots = [EasyBot(seed * 7 + g * 13 + s) for s in range(players)]
        while not state.is_over():
            seat = state.to_move()[0]
            obs = state.observation(seat)
            if obs.phase == TRICK_PHASE:
                yield state, obs
            state.apply(seat, bots[seat].choose(obs))


def _held(state: VazerneirosState, seat: int) -> set:
    return set(state.hands[seat]) | {p.card for p in state.trick if p.seat == seat}


def test_the_readings_never_rule_out_a_card_an_easy_bot_holds() -> None:
    read = 0
    for state, obs in _easy_games(6, 900):
        absent = read_plays(obs)
        assert absent[obs.seat] == frozenset()
        assert VazerneirosBelief(obs).careless == frozenset()  # an easy bot keeps its own habits
        for seat in range(obs.players):
            assert not absent[seat] & _held(state, seat), (seat, absent[seat])
            read += len(absent[seat])
    assert read > 500  # the readings do rule cards out


def test_the_belief_deals_only_hands_that_fit_the_readings() -> None:
    rng = random.Random(3)
    checked = 0
    for _, obs in _easy_games(2, 950):
        absent = read_plays(obs)
        if not any(absent):
            continue
        belief = VazerneirosBelief(obs)
        for _ in range(3):
            sample = belief.sample(rng)
            assert sample.observation(obs.seat).hand == obs.hand
            for seat in range(obs.players):
                assert not absent[seat] & _held(sample, seat)
        checked += 1
    assert checked > 20


def _follows(obs: VazerneirosObservation) -> Iterator[tuple[int, TrickPlay, tuple[TrickPlay, ...]]]:
    """The others' plain follows of the led suit in this round's finished tricks, with the cards
    before them (under rumors where the highest card of the led suit wins, face up)."""
    for trick in obs.history:
        led = trick.plays[0].suit
        for i, play in enumerate(trick.plays[1:], start=1):
            if play.seat != obs.seat and not play.effects and play.card.suit == led:
                yield i, play, trick.plays[:i]


def _wanted_follows(games: int, seed: int) -> Iterator[tuple[VazerneirosObservation, list, set, int, TrickPlay, tuple]]:
    """``_follows`` in the first trick of a round under a rumor where the highest card of the led
    suit takes a trick that its seat wants, once that trick is done, with the readings then."""
    for _, obs in _easy_games(games, seed):
        if obs.rumor not in PLAIN_RUMORS or len(obs.history) != 1:
            continue
        absent = read_plays(obs)
        unseen = set(obs.unseen_cards())
        counts = obs._replace(trick_no=1, tricks_won=(0,) * obs.players)
        for i, play, before in _follows(obs):
            if trick_worth(counts, play.seat) > 0:
                yield obs, absent, unseen, i, play, before


def test_a_follower_under_the_winner_holds_no_lower_card_of_the_led_suit() -> None:
    seen = 0
    for obs, absent, unseen, i, play, before in _wanted_follows(14, 980):
        if i == obs.players - 1:
            continue  # the last seat is read otherwise
        best = max(p.value for p in before if p.suit == before[0].suit)
        if play.value >= best:
            continue  # it went over: not a shed card
        mine = card_chance(play.card, obs.rumor, obs.players, obs.track, obs.trump)
        lower = {
            c for c in unseen
            if c.suit == play.card.suit and card_chance(c, obs.rumor, obs.players, obs.track, obs.trump) < mine
        }  # fmt: skip
        assert lower <= absent[play.seat]
        seen += bool(lower)
    assert seen > 3


def test_a_last_seat_that_lost_a_wanted_trick_holds_no_card_of_the_led_suit_that_beats_it() -> None:
    seen = 0
    for obs, absent, unseen, i, play, before in _wanted_follows(16, 990):
        if i != obs.players - 1:
            continue
        led = before[0].suit
        best = max(p.value for p in before if p.suit == led)
        if play.value > best:
            continue  # it took the trick
        beaters = {c for c in unseen if c.suit == led and 2 * c.rank > best}
        assert beaters <= absent[play.seat]
        seen += bool(beaters)
    assert seen > 3


def test_a_seat_that_plays_a_card_it_was_read_not_to_hold_is_read_no_more() -> None:
    for _, obs in _easy_games(4, 1010):
        absent = read_plays(obs)
        seat = next((s for s in range(obs.players) if absent[s]), None)
        if seat is None or obs.trick:
            continue
        card = min(absent[seat], key=lambda c: c.index)
        led = TrickPlay(seat, card, card.suit, 2 * card.rank, (), True)
        caught = obs._replace(leader=seat, trick=(led,))
        broken = read_plays(caught)
        assert broken[seat] == frozenset()
        assert seat in VazerneirosBelief(caught).careless and seat not in VazerneirosBelief(obs).careless
        assert any(broken[s] for s in range(obs.players) if s != seat) == any(
            absent[s] - {card} for s in range(obs.players) if s != seat
        )
        return
    raise AssertionError("no position with a reading to break")


def test_the_search_deals_through_the_reading() -> None:
    info = get_game("vazerneiros")
    assert info.belief is not None
    for _, obs in _easy_games(1, 1020):
        if any(read_plays(obs)):
            assert isinstance(info.belief(obs), VazerneirosBelief)
            return
    raise AssertionError("no position with a reading")
