"""The shared rules core: cards, card actions, events, states, observations, results, the trick
kit, the game registry, records."""

from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card, Deck
from rules.core.errors import IllegalAction, RecordError, UnknownGame
from rules.core.events import Event
from rules.core.options import OptionSpec
from rules.core.results import GameResult, RoundResult, ScoreItem
from rules.core.state import Action, GameState

__all__ = [
    "Action",
    "Card",
    "CardAction",
    "CardActions",
    "Deck",
    "Event",
    "GameResult",
    "GameState",
    "IllegalAction",
    "OptionSpec",
    "RecordError",
    "RoundResult",
    "ScoreItem",
    "UnknownGame",
]
