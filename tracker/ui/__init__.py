"""The Qt window: widgets, models, dialogs, actions and the undo stack."""
