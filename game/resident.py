"""How much memory this process holds resident, for the bench's memory figures.

Where there is ``/proc`` (Linux) the reading is the current resident set, ``VmRSS`` in
``/proc/self/status``. Elsewhere it is ``resource.getrusage``'s ``ru_maxrss``: the largest
resident set so far, not the current one, so a figure built from it can only overstate growth.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

MB = 1_000_000  # the memory and size figures count 1 MB = 10^6 bytes
STATUS = Path("/proc/self/status")


class NoResidentReading(Exception):
    """This platform offers neither /proc nor resource.getrusage; ``str`` says so."""


@dataclass(frozen=True)
class Resident:
    bytes: int
    source: str  # which reading: "VmRSS from /proc/self/status" or "peak ru_maxrss from getrusage"

    @property
    def mb(self) -> float:
        return self.bytes / MB


def resident(status: Path = STATUS) -> Resident:
    """This process's resident memory now (or its peak, where there is no /proc)."""
    try:
        text = status.read_text(encoding="ascii", errors="replace")
    except OSError:
        return _peak_resident()
    for line in text.splitlines():
        if line.startswith("VmRSS:"):
            amount, unit = line.split()[1:3]
            if unit.lower() != "kb":
                raise ValueError(f"{status}: VmRSS in unexpected unit {unit!r}")
            return Resident(int(amount) * 1024, f"VmRSS from {status}")  # the kernel's kB are KiB
    return _peak_resident()


def _peak_resident() -> Resident:
    try:
        import resource
    except ImportError:
        raise NoResidentReading("no /proc/self/status and no resource module: resident memory is not measured here") from None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    scale = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, KiB on the BSDs and Linux
    return Resident(peak * scale, "peak ru_maxrss from resource.getrusage (no /proc)")
