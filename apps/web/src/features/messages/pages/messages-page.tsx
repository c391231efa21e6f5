import { useParams } from "react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { InboxList } from "../components/inbox-list.tsx";
import { MessageDetail } from "../components/message-detail.tsx";

/** Messages (login required): the inbox, or one message with reply when the path carries its id. */
export function MessagesPage() {
  const { id } = useParams();
  return <PageIntro page="messages">{id ? <MessageDetail key={id} id={id} /> : <InboxList />}</PageIntro>;
}
