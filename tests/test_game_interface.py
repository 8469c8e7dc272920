"""One interface suite over every registered game and player count.

Registering a game is enough for it to be covered here: clone equality and independence, the
observation leak walk, ``sample_from`` consistency, record round trip and replay, action text
that parses back, and the shared observation vocabulary. Each check runs on a few random games,
so the suite stays cheap; the per-game suites go deeper.
"""

from __future__ import annotations

import gc
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest

from rules.core.clone import copy_state, copy_value, is_mutable_container
from rules.core.observation import OBSERVATION_FIELDS, Observation
from rules.core.record import GameRecord, replay
from rules.core.registry import all_games, get_game
from rules.core.state import GameState
from tests.card_walk import cards_in

SEEDS = (0, 1, 2)
MAX_ACTIONS = 5000  # a guard: every game here ends far sooner


def _configs() -> list[tuple[str, int, dict[str, Any]]]:
    """Every game at every player count with its default options, and once with every option
    set to its last choice (when that differs from the defaults)."""
    out: list[tuple[str, int, dict[str, Any]]] = []
    for info in all_games().values():
        out.extend((info.id, players, {}) for players in info.player_counts)
        others = {o.key: o.choices[-1] for o in info.options if o.choices[-1] != o.default}
        if others:
            out.append((info.id, max(info.player_counts), others))
    return out


CONFIGS = _configs()
IDS = [f"{g}-{n}p" + ("-options" if o else "") for g, n, o in CONFIGS]
config = pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)


def new_state(game: str, players: int, options: dict[str, Any], seed: int) -> GameState:
    return get_game(game).new_game(players, options, seed)


def random_step(state: GameState, rng: random.Random) -> tuple[int, Any]:
    """Apply one random legal action of a random seat to move; returns (seat, action)."""
    seat = rng.choice(state.to_move())
    action = rng.choice(list(state.legal_actions(seat)))
    state.apply(seat, action)
    return seat, action


def states_along(game: str, players: int, options: dict[str, Any], seed: int) -> Iterator[GameState]:
    """Every state of one random game, the first and the last included (the same object, moved on)."""
    state = new_state(game, players, options, seed)
    rng = random.Random(f"walk:{seed}")
    yield state
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            return
        random_step(state, rng)
        yield state
    raise AssertionError(f"{game} did not end within {MAX_ACTIONS} random actions")


def every(n: int, states: Iterator[GameState]) -> Iterator[GameState]:
    """Every ``n``-th state, and always the last."""
    last = None
    for i, state in enumerate(states):
        if i % n == 0:
            yield state
            last = i
        elif state.is_over() and last != i:
            yield state


def play_out(state: GameState, rng: random.Random, limit: int = MAX_ACTIONS) -> None:
    for _ in range(limit):
        if state.is_over():
            return
        random_step(state, rng)


def redo_pending(sampled: GameState, obs: Any, rng: random.Random) -> Any:
    """``obs.seat``'s view of a sample once the seats it left to move again act (``sample_from``
    takes back the hidden part of a simultaneous choice other seats had made, so a search decides
    it): only seats the observation did not have to move, and they must be to move again."""
    extra = [s for s in sampled.to_move() if s not in obs.to_move]
    assert extra and obs.seat not in extra, "only other seats' hidden choices are taken back"
    redone = sampled.clone()
    for seat in extra:
        redone.apply(seat, rng.choice(list(redone.legal_actions(seat))))
    return redone.observation(obs.seat)


def observations(state: GameState) -> list[Any]:
    return [state.observation(seat) for seat in range(state.players)]


def shared_containers(a: Any, b: Any, path: str = "") -> list[str]:
    """Where ``a`` and ``b`` hold the very same mutable container, at any depth."""
    found: list[str] = []
    if is_mutable_container(a) and a is b:
        found.append(path or "(top)")
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b)):
            found += shared_containers(x, y, f"{path}[{i}]")
    elif isinstance(a, dict) and isinstance(b, dict):
        for key in a.keys() & b.keys():
            found += shared_containers(a[key], b[key], f"{path}[{key!r}]")
    return found


# --- clone -------------------------------------------------------------------------------------
@config
def test_clone_is_equal_and_independent(game: str, players: int, options: dict[str, Any]) -> None:
    for seed in SEEDS[:2]:
        for state in every(15, states_along(game, players, options, seed)):
            twin = state.clone()
            assert type(twin) is type(state)
            assert vars(twin) == vars(state)
            for name, value in vars(state).items():
                assert not shared_containers(value, getattr(twin, name), name), (
                    f"clone shares {shared_containers(value, getattr(twin, name), name)}"
                )
            before = observations(state)
            assert observations(twin) == before
            play_out(twin, random.Random(seed))
            assert observations(state) == before, "playing the clone on changed the original"


@config
def test_a_faster_clone_equals_the_generic_one(game: str, players: int, options: dict[str, Any]) -> None:
    """A game may override ``clone`` for speed only if it stays equal to the generic copy."""
    cls = get_game(game).state_class
    if cls.clone is GameState.clone:
        return
    for state in every(25, states_along(game, players, options, 0)):
        assert vars(state.clone()) == vars(copy_state(state))


def test_a_field_added_to_a_state_is_cloned_too() -> None:
    info = next(iter(all_games().values()))
    state = info.new_game(info.player_counts[0])
    state.new_field = {"piles": [[1, 2], [3]], "marks": {4}}  # type: ignore[attr-defined]
    twin = state.clone()
    assert twin.new_field == state.new_field  # type: ignore[attr-defined]
    assert not shared_containers(state.new_field, twin.new_field)  # type: ignore[attr-defined]
    twin.new_field["piles"][0].append(9)  # type: ignore[attr-defined]
    assert state.new_field["piles"][0] == [1, 2]  # type: ignore[attr-defined]


def test_clone_refuses_a_value_it_does_not_know_how_to_copy() -> None:
    class Pile:  # a mutable object: sharing it between clones would be a bug
        def __init__(self) -> None:
            self.cards: list[int] = []

    with pytest.raises(TypeError, match="cannot copy a .*Pile"):
        copy_value([Pile()])
    nested = (1, ("a", [2, [3]]))
    copied = copy_value(nested)
    assert copied == nested and copied[1][1] is not nested[1][1] and copied[1][1][1] is not nested[1][1][1]
    frozen = (1, ("a", (2,)))
    assert copy_value(frozen) is frozen


# --- what a seat may know ---------------------------------------------------------------------
@config
def test_observations_carry_no_hidden_card(game: str, players: int, options: dict[str, Any]) -> None:
    for seed in SEEDS:
        for state in states_along(game, players, options, seed):
            for seat in range(players):
                leaked = cards_in(state.observation(seat)) & state.hidden_cards(seat)
                assert not leaked, f"seat {seat} sees hidden cards {sorted(c.code for c in leaked)}"


_NOT_FOLLOWED = (type, types.ModuleType, types.BuiltinFunctionType, types.MethodDescriptorType, str, bytes)


def _doors_back(observation: Any) -> list[str]:
    """What reachable from ``observation`` could tell its seat more than the cards: a state, a
    random generator (chance to come) or a function (a closure over either)."""
    todo, seen, found = [observation], set(), []
    while todo:
        value = todo.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, (GameState, random.Random, types.FunctionType, types.MethodType)):
            found.append(type(value).__name__)
        elif isinstance(value, types.BuiltinMethodType) and not isinstance(value.__self__, types.ModuleType):
            todo.append(value.__self__)  # a bound C method, like ``rng.random``: what it is bound to
        elif not isinstance(value, _NOT_FOLLOWED):
            todo.extend(gc.get_referents(value))
    return found


@config
def test_observations_hold_no_state_generator_or_function(game: str, players: int, options: dict[str, Any]) -> None:
    """The card walk above finds cards; a hidden slot, suit, rumor or the seed would ride on a
    state or a generator, so nothing of the kind may be reachable from an observation."""
    for state in every(7, states_along(game, players, options, 0)):
        for seat in range(players):
            found = _doors_back(state.observation(seat))
            assert not found, f"seat {seat}'s observation reaches {sorted(set(found))}"


@config
def test_every_observation_speaks_the_shared_vocabulary(
    game: str, players: int, options: dict[str, Any]
) -> None:
    for state in every(5, states_along(game, players, options, 0)):
        result = state.result()
        for seat in range(players):
            obs = state.observation(seat)
            assert isinstance(obs, Observation)
            missing = [name for name in OBSERVATION_FIELDS if not hasattr(obs, name)]
            assert not missing, f"{game} observations lack {missing}"
            assert obs.seat == seat and obs.players == players
            assert tuple(obs.to_move) == tuple(state.to_move())
            assert tuple(obs.legal_actions) == tuple(state.legal_actions(seat))
            assert isinstance(obs.hand, tuple) and isinstance(obs.history, tuple)
            assert len(obs.hand_counts) == players and obs.hand_counts[seat] == len(obs.hand)
            assert isinstance(obs.round_no, int) and obs.round_no >= 1
            assert tuple(obs.scores) == tuple(result.scores)
            assert obs.is_over == state.is_over()


@config
def test_sampled_states_match_the_observation_and_play_on(
    game: str, players: int, options: dict[str, Any]
) -> None:
    cls = get_game(game).state_class
    for seed in SEEDS[:2]:
        rng = random.Random(f"sample:{seed}")
        for state in every(12, states_along(game, players, options, seed)):
            for seat in range(players):
                obs = state.observation(seat)
                sampled = cls.sample_from(obs, rng)
                assert type(sampled) is cls
                assert sampled.observation(seat) == obs or redo_pending(sampled, obs, rng) == obs
                assert not (cards_in(obs) & sampled.hidden_cards(seat))
                twin = sampled.clone()
                assert vars(twin) == vars(sampled)
                play_out(sampled, rng, limit=40)


# --- actions and records ----------------------------------------------------------------------
@config
def test_every_legal_action_text_parses_back(game: str, players: int, options: dict[str, Any]) -> None:
    for seed in SEEDS[:2]:
        for state in states_along(game, players, options, seed):
            for seat in state.to_move():
                for action in state.legal_actions(seat):
                    text = str(action)
                    assert state.parse_action(text) == action
                    assert state.parse_action(text.upper()) == action
                    assert state.why_illegal(seat, action) is None


@config
def test_records_round_trip_and_replay(game: str, players: int, options: dict[str, Any]) -> None:
    info = get_game(game)
    for seed in SEEDS[:2]:
        state = new_state(game, players, options, seed)
        rng = random.Random(f"record:{seed}")
        actions: list[tuple[int, str]] = []
        while not state.is_over():
            seat, action = random_step(state, rng)
            actions.append((seat, str(action)))
        record = GameRecord(game, players, info.resolve_options(options), seed, actions)
        again = GameRecord.loads(record.dumps())
        assert again == record
        replayed, events = replay(again)
        assert replayed.is_over()
        assert observations(replayed) == observations(state)
        assert replayed.result().to_json() == state.result().to_json()
        assert events, "replay returns the events of every action"
        # A record cut short replays to the same point as the game had reached there.
        half = GameRecord(game, players, record.options, seed, actions[: len(actions) // 2])
        partial, _ = replay(half)
        assert not partial.is_over()
