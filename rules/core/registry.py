"""The registry of games: the menu, the command line and the tests all read it.

Each game package exposes ``game_info() -> GameInfo``; the registry lists the packages once.
A game's entry says everything the generic code needs: its player counts and options, its bot
levels (factories that import the bot only when one is made), the player count the bench plays
and the speed targets it checks.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rules.core.bots import Belief, Bot, RolloutPolicy, Widening
from rules.core.errors import OptionError, UnknownGame
from rules.core.events import SeatName
from rules.core.options import OptionSpec, OptionValue, resolve_options
from rules.core.rounds import count_words
from rules.core.state import GameState

# Game packages in menu order. Adding a game: write rules/<id>/, add its id here.
GAME_PACKAGES: tuple[str, ...] = (
    "copas",
    "assassins_trick",
    "copper_trickster",
    "trickster_proposition",
    "tavern_tricks",
    "vazerneiros",
)


@dataclass(frozen=True)
class SpeedReference:
    """Another program's rules of a like game, to race: ``actions_per_s(seconds)`` is its random
    play's speed, raising ``ReferenceMissing`` where its package is not installed. The bench's
    figure ``<game>.vs_<name>`` is this game's random play over it (target: at least 1)."""

    name: str
    actions_per_s: Callable[[float], float]


class ReferenceMissing(RuntimeError):
    """The package of a speed reference is not installed; the message says how to install it."""


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    player_counts: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    rules_text: str  # the in-app rules, in the project's own words (light markdown)
    summary: str  # one line for the menu
    state_class: type[GameState]
    lower_is_better: bool = False
    score_unit: str = "points"  # what the scores count, as the score sheet says it ("coins")
    # Bot levels beyond the generic "random": level -> factory(seed). Factories import lazily.
    bots: Mapping[str, Callable[[int], Bot]] = field(default_factory=dict, compare=False)
    bench_players: int = 0  # the player count ``main.py bench`` plays; 0: the largest
    # The player count most tables seat: bot-strength targets ask most deals of it
    # (rules.ai.targets); 0: ``bench_players``.
    main_players: int = 0
    # An oracle's win rate against easy bots over whole games, by player count, where one was
    # measured outside the tournaments kept in docs/tournaments (issue 14's own table): half its
    # edge over the fair share is the bar for hard's whole-game rows (rules.ai.targets).
    whole_game_oracle: Mapping[int, float] = field(default_factory=dict, compare=False)
    # The options ``main.py bench`` plays with, so that its games meet every rule (empty: defaults).
    bench_options: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # Figure name (without the "<game>." prefix) -> the lowest acceptable value.
    speed_targets: Mapping[str, float] = field(default_factory=dict, compare=False)
    # Games sharing components (a deck, a quality indicator) name one family, the id of the game
    # whose package holds them; each may then use the other's modules. Empty: a family of one.
    family: str = ""
    # One deal lasts the whole game (a "round" is then no deal: Assassin's Trick's prizes); search
    # and tournaments play such a game to its end rather than to the end of a round.
    deal_is_game: bool = False
    # The game's fast rollout policy for search: factory(seed) -> RolloutPolicy (rules.core.bots).
    # None: search plays its rollouts with the "easy" bot through observations (slower).
    rollout: Callable[[int], RolloutPolicy] | None = field(default=None, compare=False)
    # The game's reading of the others' plays for search: factory(observation, careless) ->
    # Belief (rules.core.bots), ``careless`` the seats caught off the habits in earlier rounds
    # of the game (frozenset, empty by default). None: search deals the hidden cards uniformly
    # (``sample_from``).
    belief: Callable[..., Belief] | None = field(default=None, compare=False)
    # How search plays the other seats' turns where SearchConfig.opponents does not say
    # (docs/search.md, "Other seats' turns"): "policy", "tree" or "policy-all".
    search_opponents: str = "policy"
    # How search widens this game's large choice sets (rules.core.bots.Widening); None: the
    # search's default.
    widening: Widening | None = field(default=None, compare=False)
    # What a move does at the table, in the game's words, from the seat's observation:
    # factory(observation, action, name) -> one sentence, the first half of a hint's why
    # (rules.ai.hint), the other seats called by name(seat); None: the hint says only how the
    # search rated the move.
    move_reason: Callable[[Any, Any, SeatName], str] | None = field(default=None, compare=False)
    # The observation's legal actions grouped into those that come to the same whatever the
    # hidden cards are (Copas: touching cards of one suit): factory(observation) -> groups, each a
    # list of actions, the one the search plays for the group first. The search tries one action
    # a group, and none at all where there is one group (docs/search.md). None: every action is
    # its own.
    equivalent_actions: Callable[[Any], Sequence[Sequence[Any]]] | None = field(default=None, compare=False)
    # What each seat carries out of a round that is worth points in the rounds to come, in the
    # game's score units and sense: factory(state just after a round is scored, the game going on)
    # -> a value per seat. Search adds it to the round's scores where a playout stops at the
    # round's end (rules.ai.search_reward), so it does not spend for nothing what the next
    # rounds would pay for (Vazerneiros: potions; Copas: 10 Cups waiting on a bonus round).
    # None: nothing carries.
    round_carry: Callable[[Any], Sequence[float]] | None = field(default=None, compare=False)
    # Another program's rules of a like game that ``main.py bench`` races this game's random play
    # against, in the same run (Copas: OpenSpiel's Hearts); None: none.
    speed_reference: SpeedReference | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not self.bench_players:
            object.__setattr__(self, "bench_players", max(self.player_counts))
        elif self.bench_players not in self.player_counts:
            raise ValueError(f"{self.id}: bench_players {self.bench_players} is not a player count")
        if not self.main_players:
            object.__setattr__(self, "main_players", self.bench_players)
        elif self.main_players not in self.player_counts:
            raise ValueError(f"{self.id}: main_players {self.main_players} is not a player count")

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        return resolve_options(self.options, given)

    def parse_options(self, texts: Sequence[str]) -> dict[str, OptionValue]:
        """Options from ``KEY=VALUE`` texts (``--option`` of ``play`` and of the window's quick
        start), defaults filled in; ``OptionError`` says which text is wrong and why."""
        given: dict[str, str] = {}
        for text in texts:
            key, sep, value = text.partition("=")
            if not sep or not key.strip():
                raise OptionError(f"--option takes KEY=VALUE, not {text!r}")
            given[key.strip()] = value.strip()
        try:
            return self.resolve_options(given)
        except OptionError as err:
            raise OptionError(f"{self.id}: {err}") from None

    def new_game(
        self,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        deal: Mapping[str, Any] | None = None,
    ) -> GameState:
        if players not in self.player_counts:
            raise OptionError(f"{self.title} is for {count_words(self.player_counts)} players, not {players}")
        return self.state_class(players, self.resolve_options(options), seed, deal)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "players": list(self.player_counts),
            "options": [o.to_json() for o in self.options],
            "summary": self.summary,
        }


@cache
def all_games() -> dict[str, GameInfo]:
    """Every registered game by id, in menu order (imported on first use, not at import time)."""
    games: dict[str, GameInfo] = {}
    for package in GAME_PACKAGES:
        info: GameInfo = importlib.import_module(f"rules.{package}").game_info()
        games[info.id] = info
    return games


def get_game(game_id: str) -> GameInfo:
    try:
        return all_games()[game_id]
    except KeyError:
        known = ", ".join(all_games())
        raise UnknownGame(f"unknown game {game_id!r}; known games: {known}") from None


def new_game(
    game_id: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    deal: Mapping[str, Any] | None = None,
) -> GameState:
    return get_game(game_id).new_game(players, options, seed, deal)
