"""The bench's Copas-against-Hearts figure (``GameInfo.speed_reference``): it counts Hearts'
players' moves only, races the two in turns, and says clearly when open-spiel is not installed
(the game never needs it)."""

from __future__ import annotations

import sys
import types

import pytest

from cli import speed_reference
from rules.copas import openspiel_hearts
from rules.core.registry import ReferenceMissing, get_game


class _FakeState:
    """Two chance moves (the deal), then three player moves."""

    def __init__(self) -> None:
        self.moves = 0

    def is_terminal(self) -> bool:
        return self.moves >= 5

    def is_chance_node(self) -> bool:
        return self.moves < 2

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 0.5), (1, 0.5)]

    def legal_actions(self) -> list[int]:
        assert not self.is_chance_node()
        return [7, 8]

    def apply_action(self, action: int) -> None:
        self.moves += 1


def _fake_pyspiel() -> types.ModuleType:
    module = types.ModuleType("pyspiel")
    game = types.SimpleNamespace(new_initial_state=_FakeState)
    module.load_game = lambda name: game  # type: ignore[attr-defined]
    return module


def test_hearts_counts_the_players_moves_not_the_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter(float(t) for t in range(100))
    monkeypatch.setattr(openspiel_hearts.time, "perf_counter", lambda: next(clock))
    # start at 0, deadline 2.5; deals end at 1, 2, 3: three deals of three player moves in 3 s.
    assert openspiel_hearts.hearts_random_actions_per_s(2.5, _fake_pyspiel()) == pytest.approx(3.0)


def test_copas_races_hearts_and_the_figure_is_the_ratio(monkeypatch: pytest.MonkeyPatch) -> None:
    info = get_game("copas")
    assert info.speed_reference is not None and speed_reference.figure_name(info) == "copas.vs_openspiel_hearts"
    calls: list[str] = []

    def ours(game: str, players: int, seconds: float, options: object) -> float:
        calls.append(f"{game}:{players}")
        return 300.0

    def theirs(seconds: float) -> float:
        calls.append("hearts")
        return 200.0

    monkeypatch.setattr(speed_reference.speed, "random_actions_per_s", ours)
    monkeypatch.setattr(openspiel_hearts, "hearts_random_actions_per_s", lambda s, pyspiel=None: theirs(s))
    assert speed_reference.race(info, 1.0) == (300.0, 200.0, 1.5)
    assert calls == ["copas:4", "hearts"] * speed_reference.SLICES  # in turns


def test_without_open_spiel_the_figure_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # an import of it fails
    with pytest.raises(ReferenceMissing, match="requirements-bench.txt"):
        speed_reference.race(get_game("copas"), 0.1)
