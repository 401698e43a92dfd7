import { UPI_LINK_NOTE, UTR_HELP, UTR_HELP_TITLE, type PublicTournament } from '@chess-portal/contracts';
import { Alert, CopyButton, formatInr } from '@chess-portal/portal-kit';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { ExternalButton } from '../../../components/external-button';
import { upiPayLink } from '../../../lib/upi';

export const UPI_UNAVAILABLE =
  'UPI payment not available. The tournament organizer needs to add their UPI ID in their profile settings first.';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
`;

const Qr = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
  line-height: 0;
  img,
  svg {
    width: 180px;
    height: 180px;
    object-fit: contain;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** Two copy buttons side by side, each half the width (full width on a narrow phone). */
const CopyRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Help = styled.section`
  width: 100%;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: 1.1rem;
    list-style: disc;
  }
`;

/** Where the 12-digit UTR is, in the common UPI apps (product.md §5 Paying on a phone). */
export function UtrHelp() {
  return (
    <Help aria-labelledby="utr-help">
      <h3 id="utr-help">{UTR_HELP_TITLE}</h3>
      <ul>
        {UTR_HELP.map(({ app, where }) => (
          <li key={app}>
            <strong>{app}:</strong> {where}
          </li>
        ))}
      </ul>
    </Help>
  );
}

/**
 * Step 1 of a paid registration, in the order that works on a phone (product.md §5): the organizer's
 * QR image (or one generated from their UPI id), 'Copy UPI ID' and 'Copy amount' (paste them into any
 * UPI app), then the 'Pay with UPI' link with a note that some apps refuse links, the UPI id, and where
 * to find the UTR after paying; product.md's alert when the organizer has no UPI id.
 */
export function PaymentDetails({ tournament: t }: { tournament: PublicTournament }) {
  const link = t.organizerUpi
    ? upiPayLink({
        upiId: t.organizerUpi,
        payeeName: t.organizerName ?? t.organizerUpi,
        amount: t.entryFee,
        note: t.name,
      })
    : null;
  return (
    <Box aria-label="Payment">
      <strong>Pay {formatInr(t.entryFee)} by UPI</strong>
      {(t.upiQrCode || link) && (
        <Qr>
          {t.upiQrCode ? (
            <img src={t.upiQrCode} alt={`Payment QR code for ${t.name}`} />
          ) : (
            <QRCodeSVG
              value={link as string}
              size={180}
              marginSize={1}
              title={`UPI QR code for ${t.name}`}
              role="img"
            />
          )}
        </Qr>
      )}
      {link ? (
        <>
          <CopyRow>
            <CopyButton text={t.organizerUpi!} copied="UPI ID copied" block>
              Copy UPI ID
            </CopyButton>
            <CopyButton text={t.entryFee} copied="Amount copied" block>
              Copy amount
            </CopyButton>
          </CopyRow>
          <Muted>UPI ID: {t.organizerUpi}</Muted>
          <ExternalButton href={link} target="_self" variant="ghost" block>
            Pay with UPI
          </ExternalButton>
          <Muted>{UPI_LINK_NOTE}</Muted>
          <UtrHelp />
        </>
      ) : (
        <Alert variant="warning">{UPI_UNAVAILABLE}</Alert>
      )}
    </Box>
  );
}
