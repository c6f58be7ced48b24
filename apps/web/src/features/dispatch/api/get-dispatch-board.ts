/**
 * GET /admin/dispatch: the riders (idle, to restaurant, to customer, offline) with their positions, and the orders
 * waiting for, offered to or assigned to a rider. Polled every 10 s (riders come online and move without any order
 * changing), refetched at once on a live order event, and a live `position` frame moves its rider in place.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DispatchBoard } from "@zaika/contract/dispatch";
import { getDispatchBoard as getDispatchBoardEndpoint } from "@zaika/contract/endpoints/dispatch";
import type { PositionLiveEvent } from "@zaika/contract/events";
import { useCallback } from "react";
import { dispatchQueryKeys } from "../../../api/dispatch";
import { call } from "../../../lib/api-client";
import { useOrderEvents, usePositionEvents } from "../../../lib/live-events";

export const BOARD_POLL_MS = 10_000;

export const getDispatchBoard = (signal?: AbortSignal) => call(getDispatchBoardEndpoint, { signal, toast: false });

export const dispatchBoardQueryOptions = () =>
  queryOptions({
    queryKey: dispatchQueryKeys.board,
    queryFn: ({ signal }) => getDispatchBoard(signal),
    refetchInterval: BOARD_POLL_MS,
  });

/** The board with a rider moved to a live frame's position (an older frame than the one shown changes nothing). */
export function withRiderPosition(board: DispatchBoard, event: PositionLiveEvent): DispatchBoard {
  const rider = board.riders.find((candidate) => candidate._id === event.riderId);
  if (!rider || (rider.position && Date.parse(event.at) < Date.parse(rider.position.at))) return board;
  const position = { lat: event.lat, lng: event.lng, at: event.at };
  return {
    ...board,
    riders: board.riders.map((candidate) => (candidate === rider ? { ...candidate, position } : candidate)),
  };
}

export function useDispatchBoard() {
  const queryClient = useQueryClient();
  useOrderEvents(
    useCallback(() => void queryClient.invalidateQueries({ queryKey: dispatchQueryKeys.board }), [queryClient]),
  );
  usePositionEvents(
    useCallback(
      (event: PositionLiveEvent) =>
        queryClient.setQueryData<DispatchBoard>(dispatchQueryKeys.board, (board) =>
          board ? withRiderPosition(board, event) : board,
        ),
      [queryClient],
    ),
  );
  return useQuery(dispatchBoardQueryOptions());
}
