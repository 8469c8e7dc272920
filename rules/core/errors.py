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


class FileProblem(ValueError):
    """A file from disk that cannot be used (``rules.core.files.read_json`` raises it).

    ``str(err)`` is one line: the file, then the problem (``settings.json: is not UTF-8 text``).
    ``missing`` is true when there is no file at all, which a caller may treat as "nothing yet".
    """

    def __init__(self, path: object, problem: str, *, missing: bool = False) -> None:
        self.path = path
        self.problem = " ".join(problem.split())  # one line whatever the caller passed
        self.missing = missing
        super().__init__(f"{shown_path(path)}: {self.problem}")


class RecordFileProblem(FileProblem, RecordError):
    """A game record file that cannot be loaded: a ``FileProblem`` naming the file, and a
    ``RecordError``, so code that catches either catches it."""


def shown_path(path: object) -> str:
    """A path for a one-line message: a control character in its name is shown escaped."""
    text = str(path)
    return text if text.isprintable() else repr(text)[1:-1]
