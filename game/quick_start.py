"""Quick start: the window's options that open it straight at a table.

    main.py --game GAME --players N [--seed S] [--option KEY=VALUE ...] [--bots LEVEL[,LEVEL...]] [--humans SEATS] [--undo]

The human sits in seat 0 and bots take the other seats, at one ``--bots`` level for every bot or
one level per bot seat (in seat order). ``--humans 0,2`` seats several humans (hot seat). ``--undo``
allows taking moves back (one human against bots only), as the setup screen's "Allow undo". Every
mistake is a ``QuickStartError`` whose text is the one line the user is shown.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

from game.match import BOT, HUMAN, Match, SeatConfig
from game.scenes.setup import DEFAULT_NAMES
from rules.ai.base import DEFAULT_LEVEL, LevelCountError, UnknownBotLevel, resolve_levels
from rules.core.errors import OptionError, UnknownGame
from rules.core.options import OptionValue
from rules.core.registry import GameInfo, get_game
from rules.core.rounds import check_players, count_words

SOLO_NAME = "You"  # the one human at the table; with several, each is "Player <seat number>"


class QuickStartError(ValueError):
    """A quick-start argument that cannot be used; ``str(err)`` says which and why."""


@dataclass(frozen=True)
class QuickStart:
    game_id: str
    seats: tuple[SeatConfig, ...]
    options: dict[str, OptionValue]
    seed: int | None
    undo: bool = False


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The quick-start options, added to the window's parser."""
    group = parser.add_argument_group("quick start", "open the window straight at a table")
    group.add_argument("--game", metavar="GAME", help="game id (see: main.py games)")
    group.add_argument("--players", type=int, metavar="N", help="number of seats (with --game)")
    group.add_argument("--seed", type=int, metavar="S", help="seed of the shuffles (default: a fresh shuffle)")
    group.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="set a game option (repeatable)"
    )
    group.add_argument(
        "--bots",
        metavar="LEVEL[,LEVEL...]",
        help=f"one level for every bot, or one per bot seat in seat order (default: {DEFAULT_LEVEL})",
    )
    group.add_argument(
        "--humans", metavar="SEATS", help="the seats humans play, e.g. 0,2 for a hot-seat game (default: 0)"
    )
    group.add_argument(
        "--undo", action="store_true", help="allow taking back your last move with U (one human against bots)"
    )


def from_args(args: argparse.Namespace) -> QuickStart | None:
    """The table the arguments ask for, or None when they ask for none (no --game)."""
    if args.game is None:
        given = [flag for flag, value in _game_flags(args) if value]
        if given:
            raise QuickStartError(f"{given[0]} needs --game GAME")
        return None
    try:
        info = get_game(args.game)
    except UnknownGame as err:
        raise QuickStartError(str(err)) from None
    if args.players is None:
        raise QuickStartError(f"--game needs --players N ({info.title} is for {count_words(info.player_counts)} players)")
    try:
        check_players(info.title, info.player_counts, args.players)
    except ValueError as err:
        raise QuickStartError(str(err)) from None
    humans = parse_humans(args.humans, args.players)
    levels = parse_levels(args.bots, info.id, args.players - len(humans))
    undo = bool(getattr(args, "undo", False))
    if undo and len(humans) != 1:
        raise QuickStartError("--undo is for one human against bots, not a hot-seat game")
    seats = seat_configs(args.players, humans, levels)
    return QuickStart(info.id, seats, parse_options(info, args.option), args.seed, undo)


def build_match(start: QuickStart) -> Match:
    return Match.new(start.game_id, start.seats, dict(start.options), start.seed, undo=start.undo)


def parse_humans(text: str | None, players: int) -> tuple[int, ...]:
    """The human seats, in seat order: ``"0,2"`` -> (0, 2); default seat 0."""
    if text is None:
        return (0,)
    seats: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not (part.isascii() and part.isdigit()):
            raise QuickStartError(f"--humans takes seat numbers such as 0,2, not {text!r}")
        seat = int(part)
        if seat >= players:
            raise QuickStartError(f"--humans: there is no seat {seat} with {players} players (seats 0 to {players - 1})")
        if seat in seats:
            raise QuickStartError(f"--humans names seat {seat} twice")
        seats.append(seat)
    return tuple(sorted(seats))


def parse_levels(text: str | None, game_id: str, bots: int) -> tuple[str, ...]:
    """One level per bot seat: ``--bots`` gives one level for all, or one per bot seat."""
    try:
        return resolve_levels(game_id, text or DEFAULT_LEVEL, bots)
    except UnknownBotLevel as err:
        raise QuickStartError(str(err)) from None
    except LevelCountError as err:
        raise QuickStartError(
            f"--bots lists {err.given} levels for {err.seats} bot seats; give one level per bot seat, or one for every bot"
        ) from None


def parse_options(info: GameInfo, texts: Sequence[str]) -> dict[str, OptionValue]:
    try:
        return info.parse_options(texts)
    except OptionError as err:
        raise QuickStartError(str(err)) from None


def seat_configs(players: int, humans: Sequence[int], levels: Sequence[str]) -> tuple[SeatConfig, ...]:
    """Humans in their seats (a lone human is "You"), bots in the others at ``levels`` in order,
    named like the setup screen names them (Ada, Bruno...)."""
    bot_names = iter([n for n in DEFAULT_NAMES if n != SOLO_NAME] + [f"Bot {k + 1}" for k in range(players)])
    bot_levels_left = iter(levels)
    seats: list[SeatConfig] = []
    for seat in range(players):
        if seat in humans:
            name = SOLO_NAME if len(humans) == 1 else f"Player {seat + 1}"
            seats.append(SeatConfig(name, HUMAN, DEFAULT_LEVEL))
        else:
            seats.append(SeatConfig(next(bot_names), BOT, next(bot_levels_left)))
    return tuple(seats)


def _game_flags(args: argparse.Namespace) -> list[tuple[str, object]]:
    return [
        ("--players", args.players is not None),
        ("--seed", args.seed is not None),
        ("--option", bool(args.option)),
        ("--bots", args.bots is not None),
        ("--humans", args.humans is not None),
        ("--undo", bool(getattr(args, "undo", False))),
    ]
