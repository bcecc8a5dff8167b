// POST /api/sailings/search — will these units ship? Each sailing of the lane, judged like the save
import { handle } from "@/lib/api/handler";
import { searchSailingsOperation } from "@/lib/api/operations/will-it-ship";
import { searchSailings } from "@/lib/sailing-search/search-sailings";

export const POST = handle(searchSailingsOperation, async ({ caller, body }) => searchSailings(caller, body));
