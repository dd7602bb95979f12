// Tables of the account area (filled in by that work).
export {};
