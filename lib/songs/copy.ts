// The songs' texts that are not validation messages (admin-and-payments.md "Validation rules" and "Error catalogue"):
// what the dashboard and the server answer for a song that is not there.
export const SONG_NOT_FOUND = "Song not found (404)";
export const NO_SONG_SELECTED = "No song selected";
