// Tables of the projects area (filled in by that work).
export {};
