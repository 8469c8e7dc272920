"""Everything pygame: the app loop, the scene stack, widgets, scenes, audio, settings and paths.

``game`` may import ``rules``; ``rules`` never imports ``game`` or pygame.
"""

import os

# Keep pygame's import banner out of the terminal (must be set before pygame is first imported).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
