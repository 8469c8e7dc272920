"""Errors the rules core raises, each carrying a message meant for a player or a user."""


class IllegalAction(ValueError):
    """An action the rules forbid right now; ``str(err)`` says why in a player's words."""


class UnknownGame(KeyError):
    """A game id the registry does not know."""

    def __str__(self) -> str:  # KeyError quotes its message; a user should not see the quotes
        return str(self.args[0]) if self.args else "unknown game"


class OptionError(ValueError):
    """An option key or value the game does not declare."""


class RecordError(ValueError):
    """A game record that cannot be read: wrong format, wrong game, unparseable action text."""
