"""The scenes. Build them through ``app.scene_factory`` (it imports each module lazily)."""
