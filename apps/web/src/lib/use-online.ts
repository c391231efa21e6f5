import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a connection, as the query layer sees it (it refetches when this turns true). */
export const useIsOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, isOnline);
