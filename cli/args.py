"""The command line's grammar: one argparse parser with a subcommand per headless command.

Bad arguments never print argparse's multi-line usage block: ``UsageParser.error`` raises
``UsageError`` and ``cli.main`` prints its single line and returns exit status 2.
"""

from __future__ import annotations

import argparse
from typing import NoReturn

PROG = "main.py"
COMMANDS: tuple[str, ...] = (
    "games", "play", "replay", "check-save", "bench", "tournament", "targets", "compare", "belief", "smoke-test"
)


class UsageError(Exception):
    """Bad command-line arguments; ``str(err)`` is the one line the user is shown."""


class UsageParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: error: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = UsageParser(
        prog=PROG,
        description=(
            "A desktop card table. With no command, opens the game window; the commands below "
            "run headless, without a window."
        ),
        epilog=(
            "Options given without a command go to the game window, for example: "
            "main.py --fullscreen, main.py --size 1280x720; main.py --game GAME --players N "
            "[--seed S] [--option KEY=VALUE] [--bots LEVEL,...] [--humans 0,2] opens it straight "
            "at a table; main.py --replay FILE opens it in the replay viewer of a game record "
            "(main.py --windowed --help lists the window options)."
        ),
    )
    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=UsageParser, title="commands"
    )

    games = commands.add_parser(
        "games",
        help="list the games, their player counts and options",
        description="List every game with its id, title, player counts and options.",
    )
    games.add_argument("--json", action="store_true", help="print one JSON object instead of text")

    play = commands.add_parser(
        "play",
        help="play a game headless, bots in every seat, and print the result",
        description=(
            "Play one game with a bot in every seat and print the result; the last line of output "
            "is the result as one JSON object."
        ),
    )
    add_game_flags(play)
    play.add_argument(
        "--seed", type=int, metavar="S", help="seed of every chance outcome (default: a random seed)"
    )
    play.add_argument(
        "--bots",
        default="easy",
        metavar="LEVEL[,LEVEL...]",
        help="bot level per seat, or one level for every seat (default: easy)",
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set a game option (repeatable; see: main.py games)",
    )
    play.add_argument("--record", metavar="FILE", help="write the game record (JSON) to FILE")
    play.add_argument(
        "--verbose", "-v", action="store_true", help="print the game log, one line per event"
    )

    replay = commands.add_parser(
        "replay",
        help="re-apply a game record and print the result",
        description=(
            "Re-apply every action of a game record and print the result; exit status 1 if an "
            "action is illegal, 2 if the file is not a valid record."
        ),
    )
    replay.add_argument("file", metavar="FILE", help="a game record (JSON, format 1)")
    replay.add_argument(
        "--verbose", "-v", action="store_true", help="print the game log, one line per event"
    )

    check_save = commands.add_parser(
        "check-save",
        help="say whether a save, game record or settings file is valid, and what is wrong if not",
        description=(
            "Tell what kind of file FILE is (a saved game, a game record or a settings file), check "
            "it as the game would load it and print one line; exit status 0 if it is valid, 1 if not."
        ),
    )
    check_save.add_argument("file", metavar="FILE", help="a saved game, game record or settings.json")

    bench = commands.add_parser(
        "bench",
        help="measure the speed figures and compare them with their targets",
        description="Measure the speed figures of the rules, the bots and the table.",
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object of figures")
    bench.add_argument(
        "--quick", action="store_true", help="measure briefly (a smoke check, figures are rough)"
    )
    bench.add_argument(
        "--exe",
        metavar="PATH",
        help="also measure the built executable at PATH (package.* figures; default: dist/cardtable/cardtable if built)",
    )
    add_tournament(commands)
    add_targets(commands)
    add_compare(commands)
    add_belief(commands)
    smoke = commands.add_parser(
        "smoke-test",
        help="load every asset, open every scene and play every game through the table, headless",
        description=(
            "Headless: load every asset and layout, open every scene, play one seeded bot-only game of "
            "every game and variant to its end through the table, and write and read a save in a "
            "temporary folder. Exit status 0 if all passed, 1 naming what failed."
        ),
    )
    smoke.add_argument(
        "--only", action="append", default=[], metavar="GAME", help="play only this game (repeatable; default: every game)"
    )
    return parser


def add_game_flags(parser: argparse.ArgumentParser) -> None:
    """``--game`` and ``--players``, checked by ``cli.game_choice``."""
    parser.add_argument("--game", required=True, metavar="GAME", help="game id (see: main.py games)")
    parser.add_argument("--players", required=True, type=int, metavar="N", help="number of seats")


def add_tournament(commands: argparse._SubParsersAction) -> None:
    tournament = commands.add_parser(
        "tournament",
        help="bot A against bot B on duplicate deals: win rate and score difference with 95%% intervals",
        description=(
            "Bot A takes one seat and bot B the others, on the same deals, with A rotated through every "
            "seat; a deal is played as one round (--games: as a whole game). Prints A's win rate (ties "
            "split) and mean score difference, each with its 95% confidence interval, and the fair "
            "share; a progress bar goes to stderr."
        ),
    )
    add_game_flags(tournament)
    tournament.add_argument(
        "--a",
        required=True,
        metavar="LEVEL",
        help=(
            "bot A's level (random, easy, normal, hard, oracle, playout); a search level may change "
            "settings for an experiment: hard:iterations=900,exploration=0.4"
        ),
    )
    tournament.add_argument("--b", required=True, metavar="LEVEL", help="bot B's level, in every other seat")
    tournament.add_argument("--deals", required=True, type=int, metavar="D", help="number of deals (at least 2)")
    tournament.add_argument("--games", action="store_true", help="play each deal as a whole game, not one round")
    tournament.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals (default: 0)")
    tournament.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="set a game option (repeatable)"
    )
    tournament.add_argument(
        "--workers", type=int, default=2, metavar="W", help="processes playing deals side by side (default: 2)"
    )
    tournament.add_argument(
        "--keep",
        metavar="FILE",
        help="append each finished deal to FILE (JSON lines); run again with the same FILE to play only the deals it lacks",
    )
    tournament.add_argument("--json", action="store_true", help="end with the result as one JSON object")


def add_targets(commands: argparse._SubParsersAction) -> None:
    targets = commands.add_parser(
        "targets",
        help="the bots' strength targets, checked against kept tournaments (tournament --keep)",
        description=(
            "Sum up every tournament keep file (*.jsonl) in a folder and say which of the bots' strength "
            "targets each row meets: the deals it needs, hard's win rate against easy (1.6x the fair share, "
            "0.75 with two players) and against random (2.5x, 0.90), half of the oracle's edge, the score "
            "difference's interval above 0. Prints a Markdown table, one line a keep file."
        ),
    )
    targets.add_argument(
        "folder",
        nargs="?",
        default="docs/tournaments",
        metavar="FOLDER",
        help="the folder of keep files (default: docs/tournaments)",
    )


def add_compare(commands: argparse._SubParsersAction) -> None:
    compare = commands.add_parser(
        "compare",
        help="two kept tournaments of the same deals, compared deal by deal (did a change help bot A?)",
        description=(
            "Compare two keep files of the same tournament (game, players, seed, options, kind and bot B; "
            "bot A's level or commit may differ) on the deals both played: A's win rate in each, and the "
            "paired difference of its win rate and score difference with 95% intervals."
        ),
    )
    compare.add_argument("new", metavar="NEW", help="the keep file of the changed bot")
    compare.add_argument("base", metavar="BASE", help="the keep file to compare it with")
    compare.add_argument("--json", action="store_true", help="end with the comparison as one JSON object")


def add_belief(commands: argparse._SubParsersAction) -> None:
    belief = commands.add_parser(
        "belief",
        help="how well a game's reading of the others' plays deals the hidden cards, against a uniform deal",
        description=(
            "Play the first round of easy-bot games; at each of seat 0's decisions with several choices, "
            "draw deals for it through the game's reading of the others' plays and uniformly, and print "
            "the share of the other seats' cards each puts in the right hand, overall and by the tricks "
            "finished so far."
        ),
    )
    add_game_flags(belief)
    belief.add_argument(
        "--rounds", type=int, default=20, metavar="R", help="rounds played, each the first of its game (default: 20)"
    )
    belief.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the games (default: 0)")
    belief.add_argument("--samples", type=int, default=20, metavar="K", help="deals drawn each way a decision (default: 20)")
    belief.add_argument("--json", action="store_true", help="end with the figures as one JSON object")
