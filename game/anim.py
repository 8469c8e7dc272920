"""Easing, tweens and an animation queue.

A *step* is anything with ``update(dt) -> float`` (advance by ``dt`` seconds and return the part
of ``dt`` it did not need, which is 0 until it finishes) and a ``done`` flag. Tweens, waits and
calls are steps; ``Sequence`` and ``Parallel`` combine them; ``AnimationQueue`` plays them one
after another at the speed the settings choose. Time left over when a step ends flows into the
next one, so a sequence keeps its total duration whatever the frame rate.

Speed is a duration multiplier: 0 plays everything instantly ("off"), 0.5 is twice as fast.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence as SequenceABC
from types import MappingProxyType
from typing import Protocol, TypeAlias, Union

Value: TypeAlias = Union[float, tuple[float, ...]]
Easing = Callable[[float], float]


# ---- easing ------------------------------------------------------------------------------------

def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card snapping into place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_sine(t: float) -> float:
    return 1 - math.cos(t * math.pi / 2)


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: Mapping[str, Easing] = MappingProxyType({
    "linear": linear,
    "in_quad": ease_in_quad,
    "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
    "in_sine": ease_in_sine,
    "out_sine": ease_out_sine,
})

SPEED_FACTORS: Mapping[str, float] = MappingProxyType({"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7})


def speed_factor(setting: str) -> float:
    """The duration multiplier for an animation-speed setting ("off", "fast", "normal", "slow")."""
    try:
        return SPEED_FACTORS[setting]
    except KeyError:
        raise ValueError(f"unknown animation speed {setting!r} (known: {', '.join(SPEED_FACTORS)})") from None


def lerp(start: Value, end: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(start, tuple):
        assert isinstance(end, tuple) and len(start) == len(end), "tween ends must have the same shape"
        return tuple(a + (b - a) * t for a, b in zip(start, end))
    assert not isinstance(end, tuple)
    return start + (end - start) * t


# ---- steps -------------------------------------------------------------------------------------

class Step(Protocol):
    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> float: ...


class Tween:
    """Moves a value from ``start`` to ``end`` over ``duration`` seconds along ``easing``.

    ``start`` may be a zero-argument callable, read when the tween first runs: a tween queued
    behind others then starts from wherever the thing has got to by then. ``apply`` receives every
    new value (e.g. a sprite's setter). ``value`` always holds the latest one.
    """

    def __init__(
        self,
        start: Value | Callable[[], Value],
        end: Value,
        duration: float,
        easing: Easing | str = ease_in_out_cubic,
        apply: Callable[[Value], None] | None = None,
    ) -> None:
        if duration < 0:
            raise ValueError("a tween cannot last less than no time")
        self._start_source = start
        self.start: Value | None = None if callable(start) else start
        self.end = end
        self.duration = float(duration)
        self.easing: Easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.apply = apply
        self.elapsed = 0.0
        self.value: Value = end if self.start is None else self.start
        self.done = False

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.start is None:
            source = self._start_source
            self.start = source() if callable(source) else source
        self.elapsed += dt
        if self.elapsed >= self.duration:
            leftover = self.elapsed - self.duration
            self.elapsed = self.duration
            self._set(self.end)
            self.done = True
            return leftover if not math.isnan(leftover) else math.inf
        self._set(lerp(self.start, self.end, self.easing(self.elapsed / self.duration)))
        return 0.0

    def finish(self) -> None:
        """Jump to the end."""
        self.update(math.inf)

    def _set(self, value: Value) -> None:
        self.value = value
        if self.apply is not None:
            self.apply(value)


class Wait:
    """Does nothing for ``duration`` seconds (e.g. keep a finished trick visible long enough to read)."""

    def __init__(self, duration: float) -> None:
        self.duration = float(duration)
        self.elapsed = 0.0
        self.done = duration <= 0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            leftover = self.elapsed - self.duration
            return leftover if not math.isnan(leftover) else math.inf
        return 0.0


class Hold(Wait):
    """A wait the player may cut short (``skip``): a finished trick held for reading."""

    def skip(self) -> None:
        self.done = True


class Later:
    """Steps built only when this step is reached (``build`` then sees the table as the steps
    before it left it), played one after another."""

    def __init__(self, build: Callable[[], Iterable[Step]]) -> None:
        self.build = build
        self.inner: Sequence | None = None

    @property
    def done(self) -> bool:
        return self.inner is not None and self.inner.done

    def update(self, dt: float) -> float:
        if self.inner is None:
            self.inner = Sequence(*self.build())
        return self.inner.update(dt)


class Call:
    """Runs ``fn`` once, taking no time (turn a card face up, play a sound, log an event)."""

    def __init__(self, fn: Callable[[], object]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence:
    """Steps one after another."""

    def __init__(self, *steps: Step) -> None:
        self.steps: deque[Step] = deque(steps)

    @property
    def done(self) -> bool:
        return not self.steps

    def add(self, *steps: Step) -> Sequence:
        self.steps.extend(steps)
        return self

    def update(self, dt: float) -> float:
        while self.steps:
            dt = self.steps[0].update(dt)
            if not self.steps[0].done:
                return 0.0
            self.steps.popleft()
        return dt


class Parallel:
    """Steps side by side; done when all are done (leftover time is what the longest left)."""

    def __init__(self, *steps: Step) -> None:
        self.steps: list[Step] = list(steps)

    @property
    def done(self) -> bool:
        return all(step.done for step in self.steps)

    def add(self, *steps: Step) -> Parallel:
        self.steps.extend(steps)
        return self

    def update(self, dt: float) -> float:
        leftovers = [step.update(dt) for step in self.steps if not step.done]
        if not self.done:
            return 0.0
        return min(leftovers, default=dt)


def stagger(steps: Iterable[Step], gap: float) -> Parallel:
    """Start each step ``gap`` seconds after the one before (dealing cards one by one)."""
    return Parallel(*(Sequence(Wait(i * gap), step) if i else step for i, step in enumerate(steps)))


# ---- the queue ---------------------------------------------------------------------------------

class AnimationQueue:
    """What the table is animating: steps played in order, at a speed factor from the settings.

    ``speed`` multiplies every duration; 0 ("off") finishes everything queued on the next update.
    ``busy`` is true while anything is left to play; the app loop uses it to decide between
    drawing at full frame rate and sleeping until the next event.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._sequence = Sequence()

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if value < 0 or math.isnan(value):
            raise ValueError("animation speed must be zero or more")
        self._speed = float(value)

    @property
    def busy(self) -> bool:
        return not self._sequence.done

    def add(self, *steps: Step) -> AnimationQueue:
        """Queue steps to play one after another, after everything already queued."""
        self._sequence.add(*steps)
        return self

    def add_parallel(self, steps: SequenceABC[Step]) -> AnimationQueue:
        """Queue steps that play together, after everything already queued."""
        return self.add(Parallel(*steps))

    def update(self, dt: float) -> None:
        if self._speed == 0:
            self.finish()
            return
        self._sequence.update(dt / self._speed)

    def finish(self) -> None:
        """Play everything to its end now (speed "off", or the player skips ahead)."""
        guard = 0
        while self.busy:
            self._sequence.update(math.inf)
            guard += 1
            if guard > 100_000:  # a step that never finishes would hang the table
                raise RuntimeError("an animation step does not finish")

    def clear(self) -> None:
        """Drop everything queued without playing it (e.g. when leaving the table)."""
        self._sequence = Sequence()
