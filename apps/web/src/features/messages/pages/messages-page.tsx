import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { InboxList } from "../components/inbox-list.tsx";
import { InvitationsPanel } from "../components/invitations-panel.tsx";
import { MessageDetail } from "../components/message-detail.tsx";

/**
 * Messages (login required): open editor invitations above the inbox, or one message with reply when the path
 * carries its id.
 */
export function MessagesPage() {
  const { id } = useParams();
  return (
    <PageIntro page="messages">
      {id ? (
        <MessageDetail key={id} id={id} />
      ) : (
        <Stack gap="xl">
          <InvitationsPanel />
          <InboxList />
        </Stack>
      )}
    </PageIntro>
  );
}
