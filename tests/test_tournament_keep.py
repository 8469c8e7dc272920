"""``tournament --keep FILE``: finished deals are kept as they finish, and a later run of the same
tournament plays only the deals the file lacks; another tournament's file, a torn line and a
folder that cannot be written are each met with a clear message; a stopped tournament's workers
stop too."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from cli import main
from rules.ai.tournament import SeatGame, run_tournament
from rules.ai.tournament_keep import KeepFileError, keep_deal, read_kept, tournament_key

ARGV = ["tournament", "--game", "copas", "--players", "3", "--a", "easy", "--b", "random", "--seed", "4", "--workers", "1"]
KEY = tournament_key("copas", 3, "easy", "random", 4, False, {"x": True})


def test_deals_already_played_are_not_played_again() -> None:
    first: list[list[SeatGame]] = []
    whole = run_tournament("copas", 3, "easy", "random", 3, seed=4, on_deal=first.append)
    assert [games[0].deal for games in first] == [0, 1, 2]
    again: list[list[SeatGame]] = []
    played = {games[0].deal: games for games in first[:2]}
    resumed = run_tournament("copas", 3, "easy", "random", 3, seed=4, played=played, on_deal=again.append)
    assert [games[0].deal for games in again] == [2]
    assert resumed == whole


def test_a_kept_file_reads_back_its_deals_and_leaves_out_a_torn_line(tmp_path: Path) -> None:
    path = tmp_path / "keep.jsonl"
    games = [SeatGame(5, seat, 0.5, -1.25, (3.0, 4.0, 5.0)) for seat in range(3)]
    keep_deal(path, KEY, games)
    with path.open("a", encoding="utf-8") as out:
        out.write('{"tournament": {"game": "cop')  # a run killed while writing
    kept = read_kept(path, KEY)
    assert kept.deals == {5: games} and kept.unreadable == 1


def test_a_kept_deal_keeps_the_search_effort_and_an_older_line_reads_without_it(tmp_path: Path) -> None:
    path = tmp_path / "keep.jsonl"
    games = [SeatGame(1, seat, 1.0, 0.5, (1.0, 2.0, 3.0), 300 + seat, 7) for seat in range(3)]
    keep_deal(path, KEY, games)
    older = {"tournament": KEY, "deal": 2, "games": [[s, 0.0, -1.0, [2.0, 2.0, 2.0]] for s in range(3)]}
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(older) + "\n")  # a line kept before the effort was
    kept = read_kept(path, KEY)
    assert kept.deals[1] == games and kept.unreadable == 0
    assert [(g.a_iterations, g.a_searched) for g in kept.deals[2]] == [(0, 0)] * 3


def test_another_tournaments_file_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "keep.jsonl"
    keep_deal(path, KEY, [SeatGame(0, 0, 1.0, 2.0, (1.0, 0.0, 0.0))])
    other = tournament_key("copas", 3, "hard", "random", 4, False, {"x": True})
    with pytest.raises(KeepFileError, match="easy against random, seed 4"):
        read_kept(path, other)


def test_the_command_goes_on_where_the_file_stopped(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "copas.jsonl"
    assert main([*ARGV, "--deals", "2", "--keep", str(path), "--json"]) == 0
    assert "0 of 2 deals kept; playing the other 2" in capsys.readouterr().err
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2
    assert main([*ARGV, "--deals", "3", "--keep", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert "2 of 3 deals kept; playing the other 1" in err
    assert len(path.read_text(encoding="utf-8").splitlines()) == 3
    resumed = json.loads(out.strip().splitlines()[-1])
    assert main([*ARGV, "--deals", "3", "--json"]) == 0  # the same tournament in one go
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == resumed


def test_a_keep_file_of_another_tournament_or_in_a_missing_folder_exits_2(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "copas.jsonl"
    assert main([*ARGV, "--deals", "2", "--keep", str(path)]) == 0
    capsys.readouterr()
    argv = [a if a != "random" else "easy" for a in ARGV]
    assert main([*argv, "--deals", "2", "--keep", str(path)]) == 2
    assert "keeps the deals of another tournament" in capsys.readouterr().err
    assert main([*ARGV, "--deals", "2", "--keep", str(tmp_path / "no" / "such" / "keep.jsonl")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_a_worker_whose_tournament_is_gone_stops_instead_of_playing_on() -> None:
    from rules.ai.tournament import TournamentGone, _play_deal

    job = ("copas", 3, "easy", "random", 4, 0, False, {}, os.getppid())
    assert len(_play_deal(job)) == 3  # its tournament is there: the deal is played
    gone = os.getppid() + 1 if os.getppid() + 1 != os.getpid() else os.getppid() + 2
    with pytest.raises(TournamentGone, match="has stopped"):
        _play_deal(("copas", 3, "easy", "random", 4, 0, False, {}, gone))
