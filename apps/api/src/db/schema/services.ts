// Tables of the services area (filled in by that work).
export {};
