import { Box } from '@mui/material';
import { matchedParts } from '../../../contract/search';

/** A product name with the searched words marked (folded like the server's search: accents, case, Arabic variants). */
export function HighlightedText({ text, search }: { text: string; search: string }) {
  return (
    <>
      {matchedParts(text, search).map((part, i) =>
        part.match ? (
          <Box
            key={i}
            component="mark"
            sx={{
              bgcolor: 'transparent',
              color: 'inherit',
              fontWeight: 800,
              textDecoration: 'underline',
              textDecorationColor: (t) => t.palette.primary.main,
              textUnderlineOffset: 3,
            }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
