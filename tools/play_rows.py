"""Play the bot-strength rows still short of their deals, in order: docs/tournaments/queue.json.

    .venv/bin/python tools/play_rows.py [--hours H | --until HH:MM] [--work DIR] [--only TEXT] [--list]

Issue 14's rows take far more machine time than one working session has (docs/bots.md, "The
rows still to play"), so each row grows over many sessions, from the keep file in
docs/tournaments/ that names it and the commit it is played at. This runs that by hand-work
done once: for each row of the queue, in order, whose keep file holds fewer deals than the row
asks, it checks out the row's commit in a worktree under DIR (`git worktree add --detach`; the
row's bots are that commit's), plays `main.py tournament ... --keep` there on both cores, and
copies every finished deal back into docs/tournaments/ as it comes (once a minute, whole lines
only), so the deals are in the repository's folder, ready to commit, whenever the session ends.
With `--hours` (or `--until`, a time of day) it stops the running row when the time is up (its
deal in progress is lost, the finished ones are kept) and starts no other; so does Ctrl-C or a
SIGTERM or SIGHUP, and each ends the tournament's processes and copies its finished deals home
first. Deals are merged by their number, so a deal only the repository's file holds is never
dropped. One run at a time plays in a work folder (a pid file there says which).

Two runs may share the queue, each with its own `--work`: a row is played by one run at a time
(each run locks the rows it plays, in docs/tournaments/.playing/, a lock the system lets go of
when the run ends however it ends), so the second run passes over the row the first is playing
and takes the next. Rows far above their bars can so be played side by side (two rows share the
cores, so each hard decision searches about half as far: docs/tournaments/README.md).

queue.json holds {"rows": [{"keep": NAME, "deals": D}, ...]}. A row whose keep file already
exists takes its tournament from the file's lines; a new row says it: "tournament": {"game",
"players", "a", "b", "seed", "whole_games", "options"}, as a keep file's lines do. NAME is
GAME_PLAYERS_A_B[_games]_seedS[_...]_at_COMMIT.jsonl (docs/tournaments/README.md), a level
with settings written with `_` for its `:`, `=` and `,` (`hard:reward=diff` as `hard_reward_diff`),
so that every name is a file name on every system.

`--only TEXT` (given once or more) plays, or lists, only the rows whose keep file's name holds
one of the TEXTs: a near miss played alone, on both cores, needs no queue file of its own.

`--list` prints each row with the deals it holds and the process-hours it still needs: hours of
one tournament process, at the searched decisions its kept deals took (for a row not begun, at
those of the kept row most like it), 0.9 s of the clock each. Hard stops on the clock, so a
process plays as many deals an hour however many share the cores: the hours of the clock are
the process-hours over the processes playing (4 for two runs of `--workers 2`), and what sharing
costs is iterations a decision, not time. It also says whether a run is playing each row now, and
ends with the whole queue's process-hours and the hours of the clock they make for one run alone
and for two side by side; it changes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "docs" / "tournaments"
QUEUE = FOLDER / "queue.json"
COMMIT = re.compile(r"_at_([0-9a-f]{7,40})\.jsonl$")
KEY_FIELDS = ("game", "players", "a", "b", "seed", "whole_games", "options")
# The clock's time a hard or oracle decision takes in one tournament process, its two trees one
# after the other (docs/bots.md); the same however many processes share the cores.
DECISION_S = 0.9
WORKERS = 2  # processes a tournament plays in, unless --workers says otherwise
RUNS_SIDE_BY_SIDE = 2  # the usual: two runs, each with its own --work (docs/tournaments/README.md)
SEARCHED_AS_HARD = ("hard", "oracle")  # levels whose decisions take DECISION_S


class QueueError(ValueError):
    """A queue file that does not say its rows plainly; ``str(err)`` says which and why."""


@dataclass(frozen=True)
class Row:
    """One row to play: its keep file's name, the deals it asks, and the tournament it keeps."""

    keep: str
    deals: int
    key: Mapping[str, Any]

    @property
    def commit(self) -> str:
        found = COMMIT.search(self.keep)
        assert found is not None  # read_queue refuses a name without one
        return found.group(1)

    def arguments(self, keep_path: Path, workers: int) -> list[str]:
        """``main.py``'s arguments that play this row on, keeping its deals in ``keep_path``."""
        key = self.key
        args = [
            "tournament", "--game", str(key["game"]), "--players", str(key["players"]),
            "--a", str(key["a"]), "--b", str(key["b"]), "--deals", str(self.deals),
            "--seed", str(key["seed"]), "--workers", str(workers), "--keep", str(keep_path), "--json",
        ]
        if key["whole_games"]:
            args.append("--games")
        for name, value in dict(key["options"]).items():
            text = str(value).lower() if isinstance(value, bool) else str(value)
            args += ["--option", f"{name}={text}"]
        return args


def read_queue(path: Path, folder: Path) -> list[Row]:
    """The rows of ``path``, in order; a row's tournament from its entry or else its keep file."""
    from rules.ai.tournament_keep import KeepFileError, read_key

    try:
        entries = json.loads(path.read_text(encoding="utf-8"))["rows"]
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise QueueError(f"{path}: not a queue of rows ({err.__class__.__name__}: {err})") from None
    rows = []
    for n, entry in enumerate(entries, 1):
        try:
            name, deals = str(entry["keep"]), int(entry["deals"])
        except (KeyError, TypeError, ValueError):
            raise QueueError(f"{path}: row {n} needs \"keep\" (a file name) and \"deals\" (a number)") from None
        if not COMMIT.search(name):
            raise QueueError(f"{path}: row {n}: {name} does not end in _at_COMMIT.jsonl")
        key = entry.get("tournament")
        if key is None:
            try:
                key = read_key(folder / name)
            except KeepFileError as err:
                raise QueueError(f"{path}: row {n} says no tournament and {err}") from None
        missing = [f for f in KEY_FIELDS if f not in key]
        if missing:
            raise QueueError(f"{path}: row {n}'s tournament lacks {', '.join(missing)}")
        stem = f"{key['game']}_{key['players']}_{file_word(key['a'])}_{file_word(key['b'])}_"
        if not name.startswith(stem):
            raise QueueError(f"{path}: row {n}: {name} does not name its tournament (it should begin {stem})")
        rows.append(Row(name, deals, dict(key)))
    return rows


def only_rows(rows: Sequence[Row], words: Sequence[str]) -> list[Row]:
    """The rows whose keep file's name holds one of ``words``, in the queue's order (all of them
    where ``words`` is empty); ``QueueError`` for a word that names no row, so a typo plays
    nothing rather than something else."""
    if not words:
        return list(rows)
    for word in words:
        if not any(word in row.keep for row in rows):
            raise QueueError(f"--only {word}: no row of the queue has it in its keep file's name")
    return [row for row in rows if any(word in row.keep for word in words)]


def kept_deals(path: Path, key: Mapping[str, Any]) -> int:
    """How many deals of the tournament ``key`` the file holds (0 if there is none)."""
    from rules.ai.tournament_keep import read_kept

    return len(read_kept(path, key).deals)


def _per_deal(deals: Mapping[int, Sequence[Any]]) -> float:
    """The searched decisions a kept deal took, on average (``deals`` holds at least one)."""
    return sum(g.a_searched for games in deals.values() for g in games) / len(deals)


def _process_hours(deals: int, per_deal: float) -> float:
    return deals * per_deal * DECISION_S / 3600


@dataclass(frozen=True)
class Pace:
    """A kept row's searched decisions a deal, to cost a row of its kind not begun yet."""

    key: Mapping[str, Any]
    per_deal: float
    deals: int
    keep: str


def file_word(level: str) -> str:
    """A level as a keep file's name writes it: a tuned level's ``:``, ``=`` and ``,`` as ``_``."""
    return re.sub(r"[:=,]", "_", level)


def kept_paces(folder: Path) -> list[Pace]:
    """The pace of every keep file in ``folder`` whose A searches as hard or the oracle do."""
    from rules.ai.tournament_keep import KeepFileError, read_kept, read_key

    paces = []
    for path in sorted(folder.glob("*.jsonl")):
        try:
            key = read_key(path)
            deals = read_kept(path, key).deals
        except KeepFileError:
            continue
        if deals and str(key.get("a", "")).partition(":")[0] in SEARCHED_AS_HARD:
            paces.append(Pace(key, _per_deal(deals), len(deals), path.name))
    return paces


def like_pace(row: Row, paces: Sequence[Pace]) -> Pace | None:
    """The kept row most like ``row``: the same game, player count and rounds or whole games,
    and of those the same options first, then the same B, then the most deals. None where no
    kept row is of its kind (a whole game's length has nothing to go by in a round's)."""
    key = row.key
    alike = [
        p for p in paces
        if p.keep != row.keep and all(p.key.get(f) == key[f] for f in ("game", "players", "whole_games"))
    ]
    return max(
        alike,
        key=lambda p: (p.key.get("options") == key["options"], p.key.get("b") == key["b"], p.deals),
        default=None,
    )


@dataclass(frozen=True)
class Cost:
    """A row's place in the queue: the deals it holds and the process-hours it still needs, from
    its own kept deals or, not begun, from the pace of the kept row most like it (``paced_by``)."""

    held: int
    hours: float | None
    paced_by: str | None = None


def row_cost(path: Path, row: Row, paces: Sequence[Pace] = ()) -> Cost:
    from rules.ai.tournament_keep import read_kept

    deals = read_kept(path, row.key).deals
    if deals:
        return Cost(len(deals), _process_hours(max(0, row.deals - len(deals)), _per_deal(deals)))
    like = like_pace(row, paces)
    if like is None:
        return Cost(0, None)
    return Cost(0, _process_hours(row.deals, like.per_deal), like.keep)


def describe(path: Path, row: Row, paces: Sequence[Pace] = ()) -> str:
    """One line of ``--list``: deals held of those asked, process-hours left, the file."""
    return cost_line(row, row_cost(path, row, paces))


def cost_line(row: Row, cost: Cost) -> str:
    if cost.hours is None:
        left = "not begun"
    elif cost.paced_by is None:
        left = f"{cost.hours:5.1f} process-hours left"
    else:
        left = f"about {cost.hours:5.1f} process-hours"
    line = f"{cost.held:4d} of {row.deals:4d}  {left:>26}  {row.keep}"
    return line + (f"  (not begun: paced by {cost.paced_by})" if cost.paced_by else "")


def total_line(costs: Sequence[Cost], workers: int = WORKERS) -> str:
    """The last line of ``--list``: the process-hours the queue still needs, the hours of the clock
    that is for one run alone (a near miss) and for the usual runs side by side, and what is not
    counted."""
    hours = sum(c.hours for c in costs if c.hours is not None)
    unknown = sum(1 for c in costs if c.hours is None)
    alone = hours / workers
    line = (
        f"About {hours:.1f} process-hours left in all ({alone:.1f} hours of the clock for one run of {workers}"
        f" processes, {alone / RUNS_SIDE_BY_SIDE:.1f} for {RUNS_SIDE_BY_SIDE} runs side by side)"
    )
    if unknown:
        line += f", besides {unknown} row{'s' if unknown > 1 else ''} not begun with no kept row of the kind to go by"
    return line + "."


def deal_lines(path: Path, key: Mapping[str, Any]) -> tuple[dict[int, str], bool]:
    """Each deal's line in ``path`` (none if there is no file): its whole lines that read, so a
    line being written, or torn by a kill, is left out; and whether such a torn last line is
    there. ``KeepFileError`` if the file keeps another tournament."""
    from rules.ai.tournament_keep import read_kept

    read_kept(path, key)  # refuses another tournament's file
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, False
    whole = text.rfind("\n") + 1
    lines: dict[int, str] = {}
    for line in text[:whole].splitlines():
        try:
            lines.setdefault(int(json.loads(line)["deal"]), line)
        except (ValueError, KeyError, TypeError):
            continue
    return lines, whole < len(text)


def sync(source: Path, target: Path, key: Mapping[str, Any]) -> int:
    """Bring into ``target`` the deals of ``source`` it lacks, whole lines only, in deal order;
    a deal only ``target`` holds stays, and a torn last line of ``target`` goes (the tournament
    would append after it). Returns the deals ``target`` holds."""
    have, torn = deal_lines(target, key)
    new = {deal: line for deal, line in deal_lines(source, key)[0].items() if deal not in have}
    if not new and not torn:
        return len(have)
    merged = {**have, **new}
    scratch = target.with_name(target.name + ".part")
    with scratch.open("w", encoding="utf-8") as out:
        out.write("".join(merged[deal] + "\n" for deal in sorted(merged)))
        out.flush()
        os.fsync(out.fileno())
    os.replace(scratch, target)
    return len(merged)


def worktree(repo: Path, work: Path, commit: str) -> Path:
    """A checkout of ``commit`` under ``work`` (made once, then used again)."""
    tree = work.resolve() / f"at_{commit}"
    if not (tree / "main.py").exists():
        work.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["git", "-C", str(repo), "worktree", "add", "--force", "--detach", str(tree), commit],
            check=True, stdout=subprocess.DEVNULL,
        )
    return tree


@dataclass(frozen=True)
class Plan:
    """Where a row is played and kept, and when to stop."""

    repo: Path
    folder: Path
    work: Path
    deadline: float | None  # time.monotonic() at which to stop; None: play the queue out
    workers: int = WORKERS
    sync_every_s: float = 60.0


def lock_path(folder: Path, row: Row) -> Path:
    """The file whose ``flock`` says a run is playing ``row`` (``claimed``)."""
    return folder / ".playing" / (row.keep.removesuffix(".jsonl") + ".lock")


@contextmanager
def claimed(folder: Path, row: Row) -> Iterator[bool]:
    """Whether this run may play ``row`` now: True while it holds the row's lock, False where
    another run holds it. The lock is an ``flock`` on a file in ``folder/.playing``, so it goes
    with the process that held it, however that ends (no stale claims to clear). Where the system
    has no ``flock`` (Windows), every row is this run's."""
    try:
        import fcntl
    except ImportError:
        yield True
        return
    path = lock_path(folder, row)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_CREAT | os.O_RDWR)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # lets go of the lock


def play(row: Row, plan: Plan) -> str:
    """Play ``row`` on until it holds its deals or the plan's time is up: "done", "stopped" (the
    time was up), "failed" (the tournament ended short; its log says why) or "elsewhere"
    (another run is playing it)."""
    with claimed(plan.folder, row) as mine:
        return _play(row, plan) if mine else "elsewhere"


def _play(row: Row, plan: Plan) -> str:
    home = plan.folder / row.keep
    kept = plan.work.resolve() / "keep" / row.keep  # absolute: the tournament runs in the worktree
    kept.parent.mkdir(parents=True, exist_ok=True)
    sync(home, kept, row.key)  # the deals another session kept, and no torn line to append to
    if sync(kept, home, row.key) >= row.deals:  # a run stopped before its last copy home
        return "done"
    tree = worktree(plan.repo, plan.work, row.commit)
    args = [sys.executable, "main.py", *row.arguments(kept, plan.workers)]
    logs = plan.work / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    stem = row.keep.removesuffix(".jsonl")
    stopped = False
    with (logs / f"{stem}.out").open("a") as out, (logs / f"{stem}.err").open("a") as err:
        proc = subprocess.Popen(args, cwd=tree, stdout=out, stderr=err, env=env, start_new_session=True)
        try:
            while proc.poll() is None:
                if plan.deadline is not None and time.monotonic() >= plan.deadline:
                    stopped = True
                    break
                wait_s = plan.sync_every_s
                if plan.deadline is not None:
                    wait_s = max(0.0, min(wait_s, plan.deadline - time.monotonic()))
                try:
                    proc.wait(timeout=wait_s)
                except subprocess.TimeoutExpired:
                    sync(kept, home, row.key)
        finally:  # also on a signal (``main`` turns SIGTERM and SIGHUP into an exit)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)  # the tournament and its worker processes
                proc.wait()
            held = sync(kept, home, row.key)
    if held >= row.deals:
        return "done"
    return "stopped" if stopped else "failed"


def clock_time(text: str) -> tuple[int, int]:
    """``--until``'s "HH:MM" as (hour, minute); argparse says what is wrong with any other."""
    try:
        hour, minute = (int(part) for part in text.split(":"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a time of day like 06:30") from None
    if not (0 <= hour < 24 and 0 <= minute < 60):
        raise argparse.ArgumentTypeError(f"{text!r} is not a time of day like 06:30")
    return hour, minute


def hours_until(hour: int, minute: int, now: datetime) -> float:
    """Hours from ``now`` to the next ``hour:minute`` (tomorrow's if today's has passed)."""
    then = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if then <= now:
        then += timedelta(days=1)
    return (then - now).total_seconds() / 3600


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queue", type=Path, default=QUEUE, help="the rows, in order (default: %(default)s)")
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "cardtable-rows",
                        help="where the worktrees, running keep files and logs go (default: %(default)s)")
    stop = parser.add_mutually_exclusive_group()
    stop.add_argument("--hours", type=float, help="stop after this long (default: play every row out)")
    stop.add_argument("--until", type=clock_time, metavar="HH:MM",
                      help="stop at this time of day, the machine's local time (the next one to come)")
    parser.add_argument("--workers", type=int, default=WORKERS, help="processes a tournament plays in (default: %(default)s)")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="only the rows whose keep file's name holds TEXT (given once or more)")
    parser.add_argument("--list", action="store_true", help="print the rows and the deals each holds, and stop")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))  # the rules' keep-file reader
    from rules.ai.tournament_keep import KeepFileError

    try:
        rows = only_rows(read_queue(args.queue, FOLDER), args.only)
    except QueueError as err:
        print(f"play_rows.py: error: {err}", file=sys.stderr)
        return 2
    if args.list:
        paces = kept_paces(FOLDER)
        costs = []
        for row in rows:
            costs.append(row_cost(FOLDER / row.keep, row, paces))
            with claimed(FOLDER, row) as free:
                print(cost_line(row, costs[-1]) + ("" if free else "  (playing now)"))
        print(total_line(costs, args.workers))
        return 0
    if shutil.which("git") is None:
        print("play_rows.py: error: git is needed for the rows' worktrees", file=sys.stderr)
        return 1
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    lock = work / "play_rows.pid"
    try:
        with lock.open("x") as out:
            out.write(str(os.getpid()))
    except FileExistsError:
        print(f"play_rows.py: error: another run plays in {work} (its pid is in {lock}; "
              "delete the file if that run is gone)", file=sys.stderr)
        return 1
    for signum in (signal.SIGTERM, signal.SIGHUP):  # a stop copies the deals home and ends the row
        signal.signal(signum, _exit_on)
    try:
        if args.until is None:
            hours = args.hours
        else:
            hour, minute = args.until
            hours = hours_until(hour, minute, datetime.now())
        deadline = None if hours is None else time.monotonic() + hours * 3600
        plan = Plan(ROOT, FOLDER, work, deadline, args.workers)
        for row in rows:
            if deadline is not None and time.monotonic() >= deadline:
                break
            try:
                status = play(row, plan)
            except KeepFileError as err:
                print(f"play_rows.py: {row.keep}: {err}", file=sys.stderr)
                continue
            except subprocess.CalledProcessError:
                print(f"play_rows.py: {row.keep}: no worktree of {row.commit} (git said why, above)", file=sys.stderr)
                continue
            said = "played by another run: passed over" if status == "elsewhere" else status
            print(f"{row.keep}: {kept_deals(FOLDER / row.keep, row.key)} of {row.deals} deals, {said}", flush=True)
    finally:
        lock.unlink(missing_ok=True)
    return 0


def _exit_on(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # ``--list`` piped into ``head``: stop quietly, as main.py does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
