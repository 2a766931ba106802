/** English texts of ../common.ts. */
export const common = {
  'validation.required': 'This field is required.',
  'validation.name': '2 to 40 characters: letters, spaces, apostrophes and hyphens (at least 2 letters).',
  'validation.code_postal': 'The postal code must have 5 digits (example: 16000).',
  'validation.email': 'Invalid email address.',
  'validation.phone':
    'Invalid number: 8 to 20 characters (digits, spaces, +, -, parentheses), at least 8 of them digits.',
  'validation.rc': 'Invalid trade register number (examples: 123456 B13/20, 16/00-1234567B12).',
  'validation.nif': 'The NIF must have exactly 15 digits.',
  'validation.rib': 'The RIB must have exactly 20 digits.',
  'validation.address': "Address of 5 to 100 characters: letters, digits, spaces and - , . ( ) ' ° / #",
  'validation.description': 'The description must have 10 to 500 characters.',
  'validation.optionalDescription': 'The description must have 10 to 500 characters.',
  'validation.password': 'Password must be at least 8 characters long (128 at most).',
  'validation.cardNumber': 'Please enter a valid card number starting with 9',
  'validation.cardHolder': 'Please enter a valid name (3 to 20 letters)',
  'validation.cvv': 'Invalid security code',
  'validation.expMonth': 'Invalid month (01 to 12).',
  'validation.expYear': 'Invalid year (2025 to 2054).',
  'validation.businessName':
    "Name of 2 to 80 characters: letters, digits, spaces and ' - . & ( ) / (at least 2 letters).",
  'validation.money': 'Invalid amount (positive number, at most 2 decimals).',
  'validation.stock': 'Invalid quantity (whole positive number).',
  'validation.personalId': 'Invalid ID number (6 to 20 capital letters or digits).',
  'validation.note': 'Note cannot be empty',
  'validation.idType': 'Choose the ID type: national ID card or passport.',
  'validation.language': 'Choose the language: French, English or Arabic.',
  'validation.id': 'Invalid identifier.',
  'validation.quantity': 'The quantity must be a whole number of at least 1.',
  'validation.plainText':
    'This text contains control characters or invisible formatting characters (direction marks, zero-width spaces) that are not allowed: type it again without them.',
  'validation.plainValue':
    'Invalid value: a text is expected here, or a plain number (digits, optional decimals, no spaces or exponent).',
  'server.ok': 'Done.',
  'server.tokensRenewed': 'Session renewed.',
  'server.noTokens': 'No tokens provided. Please login again.',
  'server.invalidSession': 'Session Expired, Please login again',
  'server.notFound': 'Not found.',
  'server.forbidden': 'Unauthorized action.',
  'server.badRequest': 'Invalid request.',
  'server.fieldKind': '"%{field}": invalid value (a text, or a plain number without spaces or exponent, is expected).',
  'server.error': 'Server error. Try again later.',
  'server.rateLimited':
    'Too many attempts. Try again in %{smart_count} minute. |||| Too many attempts. Try again in %{smart_count} minutes.',
  'server.routeNotFound': 'This service does not exist.',
  'server.payloadTooLarge': 'File or request too large.',
  'server.invisibleChars':
    '"%{field}" contains invisible formatting characters (direction marks, zero-width spaces) that are not allowed: type it again without them.',
  'server.controlChars': '"%{field}" contains control characters that are not allowed.',
  'server.controlCharsText': 'A text sent contains control characters that are not allowed.',
  'server.jsonTooDeep': 'Invalid request: data nested more than %{max} levels deep.',
  'server.databaseUnavailable': 'Service temporarily unavailable (database unreachable). Try again in a moment.',
  'server.busyTryAgain':
    'Too many orders are being placed at this moment: nothing was recorded. Try again in a moment.',
  'server.notReady': 'Service temporarily unavailable. Try again in a moment.',
  'server.badMultipart':
    'Malformed or interrupted file upload (a complete multipart/form-data body with its boundary is expected): send the form again.',
} as const;
