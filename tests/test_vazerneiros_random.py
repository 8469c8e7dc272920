"""Random play of Vazerneiros: 2,000 full games for every player count (3, 4, 5) and every value
of the ``negative_rumors`` option, 12,000 games in all.

Every game checks the cheap invariants: the 20 potion tokens are all somewhere (seats, supply,
rumor 5's marker) and nobody holds more than 4; the hands shrink by one a trick from the hand
size less the auction card; the auction goes to the highest number, then the suit higher on the
track, and pays its potion after the rumor (none with the Elixir, two with the Favor); every
round has its full count of tricks (fewer only when the Ritual of Paths ends it); each round's
points agree with an independent reading of the scoring from the events alone; the catch-up
potions go to the seats behind on the running totals; no rumor card shows twice; the totals are
the sums of the rounds and the winners follow the totals, then the potions. Every
``OBSERVED_EVERY``-th game also checks every seat's observation after every action against the
state, the leak walk, the action text, ``why_illegal``, a clone played alongside and
``sample_from``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.events import GameOver, RoundScored, TrickWon
from rules.vazerneiros.deck import HAND_SIZES
from rules.vazerneiros.events import (
    BidsRevealed,
    HandRevealed,
    PotionGained,
    RumorChosen,
    RumorsRevealed,
    TableCardsTaken,
    TrackDrawn,
)
from rules.vazerneiros.rumors import rumor_pool
from rules.vazerneiros.state import VazerneirosState
from tests.card_walk import cards_in

pytestmark = pytest.mark.heavy  # run first: see tests/conftest.py

GAMES_PER_CONFIG = 2000
CHUNKS = 4  # each configuration in four, so pytest-xdist can spread the work
OBSERVED_EVERY = 200  # every 200th game runs the costly checks after every action
SAMPLED_EVERY = 7  # in those games, ``sample_from`` every 7th action
CONFIGS = [(players, negative, chunk) for players in (3, 4, 5) for negative in (False, True) for chunk in range(CHUNKS)]

# RULINGS.md's scoring, written out again on purpose: half points a trick, per rumor.
PER_TRICK = {3: 3, 12: 4, 16: -2}
PAIRS = {17: ("P", "B"), 18: ("M", "D")}  # (each pair scores +1, each pair scores -1)


def expected_halves(rumor: int, won: list[int], piles: list[Counter[str]]) -> list[int]:
    """A round's points per seat in half points, from the tricks won and the printed suits taken."""
    if rumor in PAIRS:
        good, bad = PAIRS[rumor]
        return [2 * (p[good] // 2 - p[bad] // 2) for p in piles]
    out = [w * PER_TRICK.get(rumor, 2) for w in won]
    if rumor == 12:
        out = [0 if w == max(won) else o for w, o in zip(won, out)]
    if rumor == 14:
        out = [o + 4 if w == min(won) else o for w, o in zip(won, out)]
    return out


def check_observations(state: VazerneirosState) -> None:
    """Every seat's observation matches the state and carries no card hidden from it."""
    to_move = state.to_move()
    for seat in range(state.players):
        obs = state.observation(seat)
        assert obs.hand == tuple(state.hands[seat]) and obs.hand_counts == tuple(map(len, state.hands))
        assert obs.potions == tuple(state.potions) and obs.supply == state.supply
        assert obs.phase == state.phase and obs.rumor == state.rumor and obs.track == state.track
        assert obs.scores == state.scores() and obs.tricks_won == tuple(state.tricks_won)
        if seat in to_move:
            assert obs.legal_actions == tuple(state.legal_actions(seat))
            hand, table = set(obs.hand), set(obs.table_cards)
            for action in obs.legal_actions:  # (cheaper than walking the many potion plays)
                card = getattr(action, "card", None) or getattr(action, "give", None)
                assert card is None or card in hand
                assert getattr(action, "take", None) in (table | {None})
        else:
            assert obs.legal_actions == ()
        assert not cards_in(obs._replace(legal_actions=())) & state.hidden_cards(seat), "a hidden card shows"
        for i, shown in enumerate(obs.trick):
            real = state.trick[i]
            if real.face_down and real.seat != seat:
                assert shown.card is None and shown.value is None
                assert shown.suit == (real.suit if i == 0 else None) and shown.effects == real.effects
            else:
                assert shown == real
        if state.phase == "auction":
            assert obs.bids == (None,) * state.players
        else:
            assert obs.bids == tuple(state.bids)


def check_costly(state: VazerneirosState, seat: int, action: object, rng: random.Random, sample: bool) -> list:
    """Before ``action`` is applied: observations, the action's text and legality, a clone that
    takes the same action, and (if ``sample``) a sampled state that shows the same observation.
    Returns the events of applying ``action`` to the real state."""
    check_observations(state)
    assert state.parse_action(str(action)) == action, f"{action} does not parse back to itself"
    assert state.why_illegal(seat, action) is None
    if sample:
        obs = state.observation(seat)
        sampled = state.sample_from(obs, rng)
        for other in sampled.to_move():  # other seats' hidden auction cards are taken back: they lay again
            if other not in obs.to_move:
                sampled.apply(other, rng.choice(sampled.legal_actions(other)))
        assert sampled.observation(seat) == obs
    twin = state.clone()
    assert vars(twin) == vars(state)
    events = state.apply(seat, action)
    assert twin.apply(seat, action) == events
    assert vars(twin) == vars(state)
    return events


def play_checked_game(players: int, negative: bool, seed: int, observe: bool) -> set[int]:
    """One random game with the invariants checked; the rumors chosen in it."""
    state = VazerneirosState(players, {"negative_rumors": negative}, seed)
    rng = random.Random(f"vz-random:{players}:{negative}:{seed}")
    size = HAND_SIZES[players]
    pool = set(rumor_pool(negative))
    revealed: list[int] = []
    chosen: set[int] = set()
    track: tuple[str, ...] = ()
    for event in state.opening_events():
        if type(event) is RumorsRevealed:
            revealed += event.rumors
        elif type(event) is TrackDrawn:
            track = event.track
    rumor = 0
    auction_winner = -1
    won = [0] * players
    piles: list[Counter[str]] = [Counter() for _ in range(players)]
    tricks = 0
    early = False
    totals = [0] * players  # half points
    rounds = 0
    actions = 0
    while not state.is_over():
        to_move = state.to_move()
        seat = rng.choice(to_move)
        legal = state.legal_actions(seat)
        assert legal, "a seat to move has no legal action"
        action = rng.choice(legal)
        actions += 1
        if observe:
            events = check_costly(state, seat, action, rng, actions % SAMPLED_EVERY == 0)
        else:
            events = state.apply(seat, action)
        potions = state.potions
        assert sum(potions) + state.supply + state.trump_marker == 20, "a potion token went missing"
        assert max(potions) <= 4 and min(potions) >= 0 and state.supply >= 0
        gains = {"auction": 0, "rumor": 0}
        catch_up: list[int] = []
        for event in events:
            kind = type(event)
            if isinstance(event, TrickWon):  # (its words worked out when read: a subclass)
                tricks += 1
                assert event.trick_no == tricks
                won[event.seat] += 1
                if rumor != 13:
                    piles[event.seat].update(c.suit for _, c in event.cards)
            elif kind is TableCardsTaken:
                piles[event.seat].update(c.suit for c in event.cards)
            elif kind is PotionGained:
                if event.reason == "catch-up":
                    catch_up.append(event.seat)
                else:
                    gains[event.reason] += 1
            elif kind is BidsRevealed:
                height = {s: -k for k, s in enumerate(track)}
                best = max(range(players), key=lambda s: (event.bids[s][1].rank, height[event.bids[s][1].suit]))
                assert event.winner == best and [s for s, _ in event.bids] == list(range(players))
                auction_winner = best
                assert [len(h) for h in state.hands] == [size - 1] * players
            elif kind is RumorChosen:
                rumor = event.rumor
                assert rumor in revealed[-3:] and event.seat == auction_winner
                chosen.add(rumor)
            elif kind is HandRevealed:
                assert rumor == 11
                early = True
            elif kind is RoundScored:
                rounds += 1
                assert event.round_no == rounds
                assert tricks == size - 1 or (early and tricks < size - 1), "a round with the wrong number of tricks"
                halves = expected_halves(rumor, won, piles)
                assert event.points == tuple(h / 2 for h in halves)
                totals = [t + h for t, h in zip(totals, halves)]
                assert event.totals == tuple(t / 2 for t in totals)
                won, piles, tricks, early = [0] * players, [Counter() for _ in range(players)], 0, False
            elif kind is RumorsRevealed:
                revealed += event.rumors
            elif kind is TrackDrawn:
                track = event.track
            elif kind is GameOver:
                best_total = max(totals)
                top = [s for s in range(players) if totals[s] == best_total]
                most = max(state.potions[s] for s in top)
                assert event.winners == tuple(s for s in top if state.potions[s] == most)
        if any(type(e) is RumorChosen for e in events):
            assert gains["auction"] == (0 if rumor == 8 else 1) and gains["rumor"] == (1 if rumor == 10 else 0)
        if catch_up:
            best_total = max(totals)
            order = [(auction_winner + k) % players for k in range(1, players + 1)]
            everyone = all(t == best_total for t in totals)
            assert catch_up == [s for s in order if everyone or totals[s] < best_total]
        if state.phase == "trick" and not state.trick:
            assert all(len(h) == size - state.trick_no for h in state.hands)
    assert rounds == 4 and len(state.rounds) == 4
    assert len(revealed) == 12 and len(set(revealed)) == 12 and set(revealed) <= pool
    assert list(state.result().scores) == [t / 2 for t in totals]
    assert [sum(r.points[s] for r in state.rounds) for s in range(players)] == [t / 2 for t in totals]
    return chosen


def _config_id(config: tuple[int, bool, int]) -> str:
    players, negative, chunk = config
    return f"{players}p-{'negative' if negative else 'plain'}-{chunk}"


@pytest.mark.parametrize("players,negative,chunk", CONFIGS, ids=[_config_id(c) for c in CONFIGS])
def test_random_games(players: int, negative: bool, chunk: int) -> None:
    per_chunk = GAMES_PER_CONFIG // CHUNKS
    chosen: set[int] = set()
    for game in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        chosen |= play_checked_game(players, negative, seed=game, observe=game % OBSERVED_EVERY == 0)
    assert chosen == set(rumor_pool(negative)), "random play meets every rumor"
