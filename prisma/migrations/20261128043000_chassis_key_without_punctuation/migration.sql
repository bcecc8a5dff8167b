-- The chassis key of rules 9–11 leaves punctuation out (lib/booking/serial.ts, normalizeChassis):
-- `AB-123.` and `AB123` are one chassis. Existing keys are brought to the same form, so a unit booked
-- before this change is found by the next save of its look-alike. A key of punctuation alone stays.
UPDATE "BookingItem"
SET chassis = regexp_replace(chassis, '[^A-Z0-9]', '', 'g'),
    "serialLast6" = right(regexp_replace(chassis, '[^A-Z0-9]', '', 'g'), 6)
WHERE chassis ~ '[^A-Z0-9]' AND regexp_replace(chassis, '[^A-Z0-9]', '', 'g') <> '';

UPDATE "ChassisException"
SET chassis = regexp_replace(chassis, '[^A-Z0-9]', '', 'g')
WHERE chassis ~ '[^A-Z0-9]' AND regexp_replace(chassis, '[^A-Z0-9]', '', 'g') <> '';

UPDATE "AcceptanceException"
SET chassis = regexp_replace(chassis, '[^A-Z0-9]', '', 'g')
WHERE chassis ~ '[^A-Z0-9]' AND regexp_replace(chassis, '[^A-Z0-9]', '', 'g') <> '';
