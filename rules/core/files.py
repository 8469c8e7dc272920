"""The one loader for every JSON file read from disk: saves, records, settings, statistics.

A file from disk is untrusted: it may be huge, nested a thousand deep, hold a 5,000-digit
number, bytes that are not UTF-8, or a NUL in a name that later crashes the font renderer.
``read_json`` refuses each of these before it can do harm, with bounds checked before the work
they protect (the size before reading it all, the nesting before ``json.loads`` recurses, the
digits before ``int()`` runs), and raises ``FileProblem``, whose text is one line naming the file
and the problem. Nothing read is executed, and the file is only ever opened for reading.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from rules.core.errors import FileProblem

MAX_BYTES = 8_000_000
MAX_DEPTH = 64  # objects and lists inside each other
MAX_DIGITS = 30  # of an integer; a float's text is bounded by MAX_NUMBER_TEXT
MAX_NUMBER_TEXT = 40
ECHO = 80  # echoed text in a message is cut to this many characters

__all__ = ["FileProblem", "MAX_BYTES", "MAX_DEPTH", "MAX_DIGITS", "cut", "one_line", "read_json", "parse_json"]


def cut(text: str, limit: int = ECHO) -> str:
    """``text`` shortened to at most ``limit`` characters, ``...`` marking a cut."""
    return text if len(text) <= limit else text[: max(limit - 3, 0)] + "..."


def one_line(text: str, limit: int = ECHO) -> str:
    """``text`` for a one-line message: control characters escaped, cut to ``limit``."""
    return cut(_CONTROL.sub(lambda m: repr(m.group())[1:-1], text), limit)


def _echo(text: str, limit: int = ECHO) -> str:
    """Echoed text for a message: quoted, one line, cut to ``limit`` (at most 80) characters."""
    return repr(cut(text, limit))


# C0 and C1 control characters, DEL, and lone surrogates (which cannot be written back as UTF-8).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
# A JSON string (an unterminated one runs to the end), and a run of what is not a bracket.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def read_json(path: Path | str | os.PathLike[str], *, what: str, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value in the file ``path`` (a ``what``: "game record", "settings file"...).

    ``FileProblem`` if it cannot be read, is larger than ``max_bytes``, is not UTF-8, is not
    JSON, or breaks a bound (nesting, integer digits, control characters in a string).
    ``FileProblem.missing`` is true when there is no file at all.
    """
    path = Path(path)
    data = _read_bytes(path, what, max_bytes)
    return parse_json(data, path=path, what=what)


def parse_json(data: bytes | str, *, path: Path | str, what: str) -> Any:
    """``read_json``'s checks on text already in memory (``path`` names it in messages)."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as err:
            raise FileProblem(path, f"is not UTF-8 text (byte {err.start} is 0x{data[err.start]:02x})") from None
    else:
        text = data
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors add
    if not text.strip():
        raise FileProblem(path, f"is empty: a {what} is a JSON document")
    _check_depth(text, path)
    try:
        value = json.loads(
            text,
            parse_int=lambda s: _parse_int(s, path),
            parse_float=lambda s: _parse_float(s, path),
            parse_constant=lambda s: _refuse_constant(s, path),
        )
    except FileProblem:
        raise
    except json.JSONDecodeError as err:
        raise FileProblem(path, f"is not JSON: {err.msg} (line {err.lineno}, column {err.colno})") from None
    except (ValueError, RecursionError) as err:  # unreachable with the bounds above; never a traceback
        raise FileProblem(path, f"is not JSON: {one_line(str(err))}") from None
    _check_strings(value, path)
    return value


def _read_bytes(path: Path, what: str, max_bytes: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)  # a FIFO never blocks
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FileProblem(path, f"does not exist (no {what} there)", missing=True) from None
    except IsADirectoryError:
        raise FileProblem(path, f"is a folder, not a {what}") from None
    except OSError as err:
        raise FileProblem(path, f"cannot be read: {one_line(err.strerror or str(err))}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FileProblem(path, f"is a folder, not a {what}")
        if not stat.S_ISREG(mode):
            raise FileProblem(path, f"is not a regular file, so it is not a {what}")
        chunks: list[bytes] = []
        left = max_bytes + 1  # one byte more than allowed tells a file that is too large
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as err:
        raise FileProblem(path, f"cannot be read: {one_line(err.strerror or str(err))}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise FileProblem(path, f"is larger than {max_bytes:,} bytes, too large for a {what}")
    return data


def _check_depth(text: str, path: Path | str) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` before ``json.loads`` recurses into it."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return  # cannot be too deep: the common small file skips the scan
    brackets = _NOT_BRACKETS.sub("", _STRING.sub("", text))  # brackets outside strings, in order
    if max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        raise FileProblem(path, f"is nested more than {MAX_DEPTH} levels deep")


def _parse_int(text: str, path: Path | str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise FileProblem(path, f"holds an integer of {digits:,} digits (at most {MAX_DIGITS}): {_echo(text, 24)}")
    return int(text)


def _parse_float(text: str, path: Path | str) -> float:
    if len(text) > MAX_NUMBER_TEXT:
        too_long = f"holds a number {len(text):,} characters long (at most {MAX_NUMBER_TEXT})"
        raise FileProblem(path, f"{too_long}: {_echo(text, 24)}")
    value = float(text)
    if not math.isfinite(value):
        raise FileProblem(path, f"holds a number too large to use: {_echo(text)}")
    return value


def _refuse_constant(text: str, path: Path | str) -> Any:
    raise FileProblem(path, f"holds {text}, which is not a number JSON allows")


def _check_strings(value: Any, path: Path | str) -> None:
    """Refuse a control character (a NUL...) or a lone surrogate in any key or string value."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            _check_text(item, path)
        elif isinstance(item, dict):
            for key, inner in item.items():
                _check_text(key, path)
                if not isinstance(inner, int | float | bool) and inner is not None:
                    stack.append(inner)
        elif isinstance(item, list):
            stack.extend(x for x in item if isinstance(x, str | list | dict))


def _check_text(text: str, path: Path | str) -> None:
    bad = _CONTROL.search(text)
    if bad:
        char = bad.group()
        name = "a NUL" if char == "\x00" else f"the control character U+{ord(char):04X}"
        raise FileProblem(path, f"holds {name} in the text {_echo(text)}")
