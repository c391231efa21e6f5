import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { preloadPath } from "../lib/preload.ts";

type AppLinkProps = AnchorProps & {
  to: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page" | undefined;
};

/** An in-app link that fetches the target page's code on hover, focus or touch. */
export function AppLink({ to, children, onClick, ...rest }: AppLinkProps) {
  const preload = () => preloadPath(to);
  return (
    <Anchor
      component={Link}
      to={to}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Anchor>
  );
}
