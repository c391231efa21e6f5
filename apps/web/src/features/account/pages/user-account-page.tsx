import { useTranslation } from "react-i18next";
import { GalleryManagerSlot } from "../../../components/gallery/gallery-manager-slot.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { SectionsPage } from "../../../components/sections.tsx";
import { useAccount } from "../api/get-account.ts";
import { DeleteSection } from "../components/delete-section.tsx";
import { ExportSection } from "../components/export-section.tsx";
import { ProfileSection } from "../components/profile-section.tsx";

/** The user's account (login required): its data, export as JSON, deletion. */
export function UserAccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <SectionsPage page="userAccount" intro={t("account.userAccount.intro")}>
      <QueryState query={account}>
        {(a) => (
          <>
            <ProfileSection key={a.displayName} account={a} />
            <GalleryManagerSlot />
            <ExportSection />
            <DeleteSection userId={a.id} />
          </>
        )}
      </QueryState>
    </SectionsPage>
  );
}
