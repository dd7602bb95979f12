// Tables of the directory area (filled in by that work).
export {};
