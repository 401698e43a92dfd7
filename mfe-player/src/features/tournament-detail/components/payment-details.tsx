import type { PublicTournament } from '@chess-portal/contracts';
import { Alert, formatInr } from '@chess-portal/portal-kit';
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

/**
 * Step 1 of a paid registration: the organizer's QR image (or one generated from their UPI id) and
 * a 'Pay with UPI' link; product.md's alert when the organizer has no UPI id.
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
          <ExternalButton href={link} target="_self" variant="outline" block>
            Pay with UPI
          </ExternalButton>
          <Muted>UPI ID: {t.organizerUpi}</Muted>
        </>
      ) : (
        <Alert variant="warning">{UPI_UNAVAILABLE}</Alert>
      )}
    </Box>
  );
}
